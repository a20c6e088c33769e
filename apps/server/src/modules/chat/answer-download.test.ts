import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatHistory, QaQueryResponse } from '@sheetwise/contracts';
import { ManualClock } from '../../platform/clock';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

const BIG_ROWS = 3_000;

/** 3,000 rows over a year: Tesco on even rows, a refund from Acme on odd ones. */
function bigStatement(): string {
  const lines = ['Date,Description,Amount'];
  const start = Date.UTC(2025, 0, 1);
  for (let index = 0; index < BIG_ROWS; index++) {
    const date = new Date(start + Math.floor(index / 9) * 86_400_000).toISOString().slice(0, 10);
    lines.push(
      index % 2 === 0
        ? `${date},TESCO STORES 2231,-${(10 + (index % 7)).toFixed(2)}`
        : `${date},ACME REFUND,5.00`,
    );
  }
  return lines.join('\n');
}

const CURRENT = [
  'Date,Description,Amount,Balance',
  '2026-03-01,SALARY ACME LTD,2500.00,2500.00',
  '2026-03-02,TESCO STORES 2231,-45.10,2454.90',
  '2026-03-10,NETFLIX.COM,-9.99,2444.91',
].join('\n');
// The next export repeats the 2nd of March: one Tesco row shared by both statements.
const CURRENT_LATER = [
  'Date,Description,Amount,Balance',
  '2026-03-02,TESCO STORES 2231,-45.10,2454.90',
  '2026-04-02,TESCO STORES 2231,-30.00,2424.90',
].join('\n');

async function workbookOf(payload: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ExcelJS.Buffer);
  return workbook;
}

/** Each data row of the Transactions sheet as [description, amount, statement]. */
function transactionRows(workbook: ExcelJS.Workbook): [string, number, string][] {
  const rows: [string, number, string][] = [];
  workbook.getWorksheet('Transactions')?.eachRow((row, number) => {
    if (number === 1) return;
    rows.push([row.getCell(2).text, Number(row.getCell(5).value), row.getCell(8).text]);
  });
  return rows;
}

const summaryTitle = (workbook: ExcelJS.Workbook) =>
  workbook.getWorksheet('Summary')?.getRow(1).getCell(1).text;

describe.each(testEngines())('downloading the rows behind an answer on %s', (engine) => {
  let t: TestApp;
  let clock: ManualClock;
  let ada: SessionClient;
  let bob: SessionClient;

  const ask = async (client: SessionClient, question: string, filename = 'big.csv') => {
    clock.advance(60_000);
    const response = await client.request('POST', '/api/qa/query', { question, filename });
    expect(response.statusCode).toBe(200);
    return response.json<QaQueryResponse>();
  };
  const askAll = async (client: SessionClient, question: string) => {
    clock.advance(60_000);
    const response = await client.request('POST', '/api/qa/query-all', { question });
    expect(response.statusCode).toBe(200);
    return response.json<QaQueryResponse>();
  };
  const exportOf = (client: SessionClient, chat: string, id: string | undefined, format: string) =>
    client.request('GET', `${chat}/messages/${id ?? 'none'}/export.${format}`);

  beforeAll(async () => {
    clock = new ManualClock(new Date('2026-04-10T09:00:00.000Z'));
    t = await buildTestApp({ engine, clock });
    ada = (await SessionClient.signUp(t.app, 'ada@example.com')).client;
    bob = (await SessionClient.signUp(t.app, 'bob@example.com')).client;
    for (const [client, fileName, content] of [
      [ada, 'big.csv', bigStatement()],
      [ada, 'current.csv', CURRENT],
      [ada, 'current later.csv', CURRENT_LATER],
      [bob, 'big.csv', CURRENT],
    ] as const) {
      clock.advance(60_000);
      const uploaded = await client.upload('/api/embed/upload-doc', [{ fileName, content }]);
      expect(uploaded.statusCode).toBe(201);
    }
  }, 60_000);
  afterAll(() => t.close());

  it('downloads every row of a 3,000-row answer, not only the 100 cited, titled by the question', async () => {
    const reply = await ask(ada, 'List all transactions');
    expect(reply.data?.transactions.length).toBeLessThan(BIG_ROWS);
    expect(reply.data?.download).toEqual({ rows: BIG_ROWS });
    const response = await exportOf(ada, '/api/documents/big.csv', reply.messageId, 'xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="big-answer-transactions.xlsx"',
    );
    const workbook = await workbookOf(response.rawPayload);
    const rows = transactionRows(workbook);
    expect(rows).toHaveLength(BIG_ROWS);
    expect(rows.filter(([description]) => description === 'ACME REFUND')).toHaveLength(1_500);
    expect(summaryTitle(workbook)).toBe('Rows behind: List all transactions');
  });

  it('keeps the rows compactly: runs, or a bitmap for every other row', async () => {
    const spent = await ask(ada, 'How much did I spend at Tesco?');
    expect(spent.data?.download).toEqual({ rows: 1_500 });
    const stored = await t.database.db
      .selectFrom('messages')
      .select('data')
      .where('id', '=', spent.messageId ?? '')
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.data?.rows).length).toBeLessThan(700);

    const csv = await exportOf(ada, '/api/documents/big.csv', spent.messageId, 'csv');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(1 + 1_500);
    expect(lines.slice(1).every((line) => line.includes('TESCO STORES 2231'))).toBe(true);
  });

  it('exports the last answer\'s rows from "export these transactions", with the user\'s corrections', async () => {
    const corrected = await ada.request('PATCH', '/api/transactions/big.csv/0', {
      category: 'Treats',
    });
    expect(corrected.statusCode).toBe(204);
    await ask(ada, 'How much did I spend at Tesco?');
    const offer = await ask(ada, 'export these transactions');
    expect(offer.answer).toBe(
      'Here are the 1500 transactions behind your last answer, ready to download.',
    );
    expect(offer.data).toMatchObject({
      kind: 'export',
      exportOf: 'answer',
      download: { rows: 1500 },
    });
    const response = await exportOf(ada, '/api/documents/big.csv', offer.messageId, 'xlsx');
    const workbook = await workbookOf(response.rawPayload);
    expect(transactionRows(workbook)).toHaveLength(1_500);
    expect(workbook.getWorksheet('Transactions')?.getRow(2).getCell(4).text).toBe('Treats');
    expect(summaryTitle(workbook)).toBe('Rows behind: How much did I spend at Tesco?');

    // Asked again, the export still offers the same rows.
    const again = await ask(ada, 'download this as Excel');
    expect(again.data?.download).toEqual({ rows: 1500 });
  });

  it('offers the whole statement when no earlier answer rests on rows', async () => {
    const offer = await ask(ada, 'Export to CSV', 'current.csv');
    expect(offer.data).toMatchObject({ kind: 'export', exportOf: 'statement' });
    expect(offer.data?.download).toBeUndefined();
    expect(
      (await exportOf(ada, '/api/documents/current.csv', offer.messageId, 'csv')).statusCode,
    ).toBe(404);
  });

  it('gives ids in the history, never the kept rows, and no download for answers kept before', async () => {
    const oldId = randomUUID();
    const document = await t.database.db
      .selectFrom('documents')
      .select('id')
      .where('file_name', '=', 'current.csv')
      .executeTakeFirstOrThrow();
    clock.advance(60_000);
    await t.database.db
      .insertInto('messages')
      .values({
        id: oldId,
        document_id: document.id,
        role: 'assistant',
        message: 'An answer from before rows were kept.',
        timestamp: clock.now(),
        data: JSON.stringify({ kind: 'list', transactions: [], transactionCount: 3 }),
      })
      .execute();
    const history = (
      await ada.request('GET', '/api/documents/current.csv/messages')
    ).json<ChatHistory>();
    expect(history.every((message) => /^[0-9a-f-]{36}$/.test(message.id))).toBe(true);
    expect(JSON.stringify(history)).not.toContain('"rows":{');
    expect(history.find((message) => message.id === oldId)?.data?.download).toBeUndefined();
    expect((await exportOf(ada, '/api/documents/current.csv', oldId, 'csv')).statusCode).toBe(404);
    // With no rows kept by the last answer, an export offers the whole statement.
    expect((await ask(ada, 'export these', 'current.csv')).data?.exportOf).toBe('statement');
  });

  it("never gives another user's answer", async () => {
    const reply = await ask(ada, 'How much did I spend at Tesco?');
    expect((await exportOf(bob, '/api/documents/big.csv', reply.messageId, 'csv')).statusCode).toBe(
      404,
    );
    expect((await exportOf(bob, '/api/chats/all', reply.messageId, 'csv')).statusCode).toBe(404);
    expect(
      (await exportOf(ada, '/api/documents/current.csv', reply.messageId, 'csv')).statusCode,
    ).toBe(404);
    const mine = await askAll(ada, 'How much did I spend at Tesco?');
    expect((await exportOf(bob, '/api/chats/all', mine.messageId, 'xlsx')).statusCode).toBe(404);
    expect((await exportOf(ada, '/api/chats/all', 'not-an-id', 'csv')).statusCode).toBe(400);
  });

  it('downloads the all-statements answer by statement, a shared row once', async () => {
    const reply = await askAll(
      ada,
      'How much did I spend on Netflix and Tesco in March and April 2026?',
    );
    const count = reply.data?.download?.rows ?? 0;
    expect(count).toBe(3);
    const offer = await askAll(ada, 'can I get these in a spreadsheet?');
    expect(offer.data?.download).toEqual({ rows: 3 });
    const response = await exportOf(ada, '/api/chats/all', offer.messageId, 'xlsx');
    expect(response.statusCode).toBe(200);
    const rows = transactionRows(await workbookOf(response.rawPayload));
    expect(rows).toEqual([
      ['TESCO STORES 2231', -45.1, 'current.csv'],
      ['NETFLIX.COM', -9.99, 'current.csv'],
      ['TESCO STORES 2231', -30, 'current later.csv'],
    ]);
  });
});
