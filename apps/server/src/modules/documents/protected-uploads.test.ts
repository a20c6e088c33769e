import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadResponse } from '@sheetwise/contracts';
import { writeProtectedPdf } from '../../../../../packages/statements/src/test-support/protected-pdf';
import { writeAes256Pdf } from '../../../../../packages/statements/src/test-support/protected-pdf-aes256';
import { statementPdfPages } from '../../../../../packages/statements/src/test-support/write-pdf';
import { FIXTURES } from '../../test/fixtures';
import type { UploadPart } from '../../test/multipart';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, testFileStore, type TestApp } from '../../test/test-app';

const PASSWORD = 'RAVI0512';
const WRONG = 'ravi0512';

/** A savings account statement as an Indian bank e-mails it: locked with the holder's password. */
const LOCKED = Buffer.from(
  writeProtectedPdf(
    statementPdfPages(
      [
        {
          date: '01/04/2025',
          description: 'SALARY ACME',
          deposit: '85,000.00',
          balance: '85,000.00',
        },
        {
          date: '02/04/2025',
          description: 'UPI SWIGGY',
          withdrawal: '450.00',
          balance: '84,550.00',
        },
      ],
      { preamble: ['Example Bank', 'Savings account 1234567890'] },
    ),
    PASSWORD,
  ),
);

const file = (content: Buffer, fileName = 'april.pdf'): UploadPart => ({ fileName, content });
const password = (value: string): UploadPart => ({
  fileName: null,
  field: 'password',
  content: value,
});

describe('uploading a password-protected PDF', () => {
  let t: TestApp;
  let filesDir: string;
  let files: ReturnType<typeof testFileStore>;
  let ada: { client: SessionClient; id: string };

  /** Nothing of a refused upload is kept: no document, no transactions, no file. */
  async function expectNothingStored(): Promise<void> {
    const documents = await t.database.db.selectFrom('documents').select('id').execute();
    const transactions = await t.database.db
      .selectFrom('transactions')
      .select('document_id')
      .execute();
    const users = await readdir(filesDir);
    const stored = await Promise.all(users.map((user) => readdir(path.join(filesDir, user))));
    expect({ documents, transactions, files: stored.flat() }).toEqual({
      documents: [],
      transactions: [],
      files: [],
    });
  }

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'sheetwise-protected-'));
    files = testFileStore(filesDir);
    t = await buildTestApp({ files });
    ada = await SessionClient.signUp(t.app, 'ada@example.com');
  });
  afterAll(() => t.close());

  it('without a password: asks for it, and keeps nothing', async () => {
    const response = await ada.client.upload('/api/embed/upload-pdf', [file(LOCKED)]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'password-required',
      message: 'This PDF is protected by a password. Enter its password to open it.',
    });
    await expectNothingStored();
  });

  it('with a wrong password, sent before the file: says so, and keeps nothing', async () => {
    const response = await ada.client.upload('/api/embed/upload-pdf', [
      password(WRONG),
      file(LOCKED),
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'wrong-password',
      message: "That password doesn't open this PDF. Check it and try again.",
    });
    await expectNothingStored();
  });

  it('a field longer than any PDF password is refused, and nothing is kept', async () => {
    const response = await ada.client.upload('/api/embed/upload-pdf', [
      file(LOCKED),
      password('x'.repeat(128)),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid-input',
      message: 'A PDF password is at most 127 characters long.',
    });
    await expectNothingStored();
  });

  it('a password in another script reaches the PDF as typed (AES-256, UTF-8 passwords)', async () => {
    const hindi = 'पासवर्ड१२३';
    const pages = statementPdfPages(
      [{ date: '01/04/2025', description: 'SALARY', deposit: '9,000.00', balance: '9,000.00' }],
      { preamble: ['Example Bank', 'Savings account 1234567890'] },
    );
    const locked = Buffer.from(writeAes256Pdf(pages, hindi));
    const response = await ada.client.upload('/api/embed/upload-doc', [
      file(locked, 'hindi.pdf'),
      password(hindi),
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json<UploadResponse>().document).toMatchObject({ transactionCount: 1 });
    // Removed, so that the tests below see only their own upload.
    expect((await ada.client.request('DELETE', '/api/documents/hindi.pdf')).statusCode).toBe(204);
  });

  it('a real protected PDF opened with its password is read as any scan is', async () => {
    const response = await ada.client.upload('/api/embed/upload-doc', [
      file(await readFile(path.join(FIXTURES, 'monopoly/protected.pdf')), 'protected.pdf'),
      // The password from the fixtures' SOURCES.md.
      password('foobar123'),
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'unreadable-statement',
      message:
        'This PDF has no text we can read: it looks like a scanned image. Please download the statement from your bank as a PDF, CSV or Excel file.',
    });
    await expectNothingStored();
  });

  it('with the right password, sent after the file: stores its transactions and the file as sent', async () => {
    const response = await ada.client.upload('/api/embed/upload-doc', [
      file(LOCKED),
      password(PASSWORD),
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json<UploadResponse>().document).toMatchObject({
      fileName: 'april.pdf',
      transactionCount: 2,
      periodStart: '2025-04-01',
      periodEnd: '2025-04-02',
    });
    const documents = await t.database.db.selectFrom('documents').selectAll().execute();
    const rows = await t.database.db
      .selectFrom('transactions')
      .select(['date', 'description', 'amount_minor'])
      .orderBy('position')
      .execute();
    expect(rows.map((row) => [row.date, row.description, row.amount_minor])).toEqual([
      ['2025-04-01', 'SALARY ACME', 8_500_000],
      ['2025-04-02', 'UPI SWIGGY', -45_000],
    ]);
    // The file is kept as it came, locked: the store encrypts it at rest besides.
    const stored = await files.get(documents[0]?.storage_key ?? '');
    expect(Buffer.from(stored).equals(LOCKED)).toBe(true);
    expect(JSON.stringify(documents)).not.toContain(PASSWORD);
  });

  it('no password given to any upload above is in the logs', () => {
    // The uploads were logged, as every request is.
    expect(t.logs.filter((line) => line.includes('/api/embed/upload-')).length).toBeGreaterThan(4);
    for (const given of [PASSWORD, WRONG, 'foobar123']) {
      expect(t.logs.filter((line) => line.includes(given))).toEqual([]);
    }
  });
});
