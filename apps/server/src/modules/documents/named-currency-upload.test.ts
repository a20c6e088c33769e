import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QaQueryResponse, UploadResponse } from '@sheetwise/contracts';
import { corpusCases } from '../../../../../packages/statements/src/test-support/corpus/cases';
import { bankAndIban } from '../../../../../packages/statements/src/test-support/corpus/layouts/named-currency';
import { FIXTURES } from '../../test/fixtures';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

/** The question set's State Bank of India workbook, read where it is. */
const SBI_WORKBOOK = path.join(FIXTURES, '../qa/SBI_statement_Q3.xlsx');

describe.each(testEngines())('a currency named only by the file’s text, on %s', (engine) => {
  let t: TestApp;
  let owner: { client: SessionClient; id: string };
  let stranger: { client: SessionClient; id: string };

  const upload = async (fileName: string, content: Buffer) => {
    const response = await owner.client.upload('/api/embed/upload-doc', [{ fileName, content }]);
    expect(response.statusCode).toBe(201);
    return response.json<UploadResponse>().document;
  };

  beforeAll(async () => {
    t = await buildTestApp({ engine });
    owner = await SessionClient.signUp(t.app, 'owner@example.com');
    stranger = await SessionClient.signUp(t.app, 'stranger@example.com');
  });
  afterAll(() => t.close());

  it('gives the SBI workbook rupees, from its letterhead, and answers in them', async () => {
    const document = await upload('SBI_statement_Q3.xlsx', await readFile(SBI_WORKBOOK));
    expect(document.currency).toBe('INR');
    expect(document.warnings).toContain(
      'The file names no currency, so we took INR, the currency of its bank (State Bank of India).',
    );
    const answer = await owner.client.request('POST', '/api/qa/query', {
      question: 'What is the closing balance?',
      filename: 'SBI_statement_Q3.xlsx',
    });
    expect(answer.json<QaQueryResponse>().answer).toContain('₹1,22,469.50');
    const strangers = await stranger.client.request('POST', '/api/qa/query', {
      question: 'What is the closing balance?',
      filename: 'SBI_statement_Q3.xlsx',
    });
    expect(strangers.statusCode).toBe(404);
  });

  it('leaves it unset when the bank and the IBAN disagree, so the owner is asked', async () => {
    const [item] = corpusCases([bankAndIban]);
    if (!item) throw new Error('no generated statement');
    const document = await upload(item.fileName, Buffer.from(item.bytes));
    expect(document.currency).toBeNull();
    const chosen = await owner.client.request(
      'PATCH',
      `/api/documents/${encodeURIComponent(item.fileName)}`,
      { currency: 'INR' },
    );
    expect(chosen.statusCode).toBe(200);
  });
});
