import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadResponse } from '@sheetwise/contracts';
import { LocalFileStore } from '../../platform/file-store';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { FIXTURES } from '../../test/fixtures';
import { createStatementParser, DEFAULT_PARSE_LIMITS } from './parsing/statement-parser';

/** A PDF whose page tree is its own child and claims a hundred thousand pages. */
function loopingPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 100000 >>',
    '<< /Type /Pages /Parent 2 0 R /Kids [2 0 R 3 0 R] /Count 100000 >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function junk(length: number): Buffer {
  let state = 7;
  return Buffer.from(
    new Uint8Array(length).map(() => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state >> 16;
    }),
  );
}

describe('hostile files are refused with a clear reason and leave nothing behind', () => {
  let t: TestApp;
  let filesDir: string;
  let ada: { client: SessionClient; id: string };

  async function nothingKept(): Promise<void> {
    const rows = await t.database.db.selectFrom('documents').select('id').execute();
    const transactions = await t.database.db
      .selectFrom('transactions')
      .select('document_id')
      .execute();
    const users = await readdir(filesDir);
    const files = await Promise.all(users.map((u) => readdir(path.join(filesDir, u))));
    expect({ rows, transactions, files: files.flat() }).toEqual({
      rows: [],
      transactions: [],
      files: [],
    });
  }

  async function expectRefused(
    fileName: string,
    content: Buffer,
    status: number,
    message: string,
  ): Promise<void> {
    const response = await ada.client.upload('/api/embed/upload-doc', [{ fileName, content }]);
    expect(response.statusCode).toBe(status);
    expect(response.json<{ message: string }>().message).toBe(message);
    await nothingKept();
  }

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'sheetwise-hostile-'));
    t = await buildTestApp({ files: new LocalFileStore(filesDir) });
    ada = await SessionClient.signUp(t.app, 'ada@example.com');
  });
  afterAll(() => t.close());

  it('a zip bomb named .xlsx', async () => {
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(30 * 1024 * 1024) });
    await expectRefused(
      'bomb.xlsx',
      Buffer.from(bomb),
      422,
      'This spreadsheet unpacks to far more data than a bank statement holds, so we did not open it.',
    );
  });

  it('a truncated XLSX and a truncated XLS', async () => {
    const damaged = 'This file is damaged or incomplete. Please download it again from your bank.';
    const xlsx = await readFile(path.join(FIXTURES, 'otp/sample-new-format-2026-06.xlsx'));
    await expectRefused('cut.xlsx', xlsx.subarray(0, xlsx.length / 2), 422, damaged);
    const xls = await readFile(path.join(FIXTURES, 'fineco/my-cards.xls'));
    await expectRefused('cut.xls', xls.subarray(0, 700), 422, damaged);
  });

  it('a PDF whose page tree loops', async () => {
    await expectRefused(
      'loop.pdf',
      loopingPdf(),
      422,
      'This file is damaged or incomplete. Please download it again from your bank.',
    );
  });

  it('a password-protected PDF and a scanned one', async () => {
    await expectRefused(
      'locked.pdf',
      await readFile(path.join(FIXTURES, 'monopoly/protected.pdf')),
      422,
      'This PDF is protected by a password. Enter its password to open it.',
    );
    await expectRefused(
      'scan.pdf',
      await readFile(path.join(FIXTURES, 'monopoly/4_pages_blank.pdf')),
      422,
      'This PDF has no text we can read: it looks like a scanned image. Please download the statement from your bank as a PDF, CSV or Excel file.',
    );
  });

  it('binary data with a .csv name: the content decides the type', async () => {
    await expectRefused(
      'statement.csv',
      junk(50_000),
      415,
      'File type not supported. Please upload PDF, CSV, XLS, or XLSX files.',
    );
  });

  it('a file of 10 MB and one byte', async () => {
    await expectRefused(
      'huge.csv',
      Buffer.alloc(10_485_761, 'a'),
      413,
      'File size must be less than 10MB',
    );
  });
});

describe('a parse that runs too long', () => {
  let t: TestApp;
  let ada: { client: SessionClient; id: string };

  beforeAll(async () => {
    t = await buildTestApp({
      parser: createStatementParser({ ...DEFAULT_PARSE_LIMITS, timeMs: 500 }),
    });
    ada = await SessionClient.signUp(t.app, 'ada@example.com');
  });
  afterAll(() => t.close());

  it('is stopped and explained, while the server goes on answering', async () => {
    const lines = ['Date,Description,Amount'];
    // About 9 MB: over a second of parsing even on a fast machine, past the 0.5 s limit above.
    for (let i = 0; i < 350_000; i += 1) lines.push(`2024-01-02,Row ${i},-1.00`);
    const events: string[] = [];
    const upload = ada.client
      .upload('/api/embed/upload-doc', [{ fileName: 'slow.csv', content: lines.join('\n') }])
      .then((response) => {
        events.push('upload answered');
        return response;
      });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    events.push('health answered');
    expect(health.statusCode).toBe(200);
    const response = await upload;
    expect(events).toEqual(['health answered', 'upload answered']);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'unreadable-statement',
      message:
        'This file took too long to read, so we stopped. Please export the statement again, or as a CSV.',
    });
    const ok = await ada.client.upload('/api/embed/upload-doc', [
      { fileName: 'ok.csv', content: 'Date,Description,Amount\n2024-01-02,Tea,-2.00\n' },
    ]);
    expect(ok.json<UploadResponse>().document.transactionCount).toBe(1);
  });
});
