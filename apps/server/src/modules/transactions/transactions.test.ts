import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MerchantRule,
  QaQueryResponse,
  TransactionPage,
  TransactionSummary,
} from '@sheetwise/contracts';
import { ManualClock } from '../../platform/clock';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

// The balance after Amazon is printed wrong on purpose: that row's check breaks.
const MARCH = [
  'Date,Description,Amount,Balance',
  '2026-03-01,SALARY ACME LTD,2500.00,2500.00',
  '2026-03-02,FLIPKART INTERNET 100% OFF,-45.10,2454.90',
  '2026-03-05,AMAZON MKTPLACE,-20.00,2430.00',
  '2026-03-09,FLIPKART INTERNET,-30.00,2404.90',
  '2026-03-20,TESCO STORES 2231,-12.50,2392.40',
].join('\n');
const APRIL = [
  'Date,Description,Amount,Balance',
  '2026-04-03,FLIPKART INTERNET,-60.00,2332.40',
  '2026-04-04,TESCO STORES 2231,-10.00,2322.40',
].join('\n');

describe.each(testEngines())('the transactions sheet on %s', (engine) => {
  let t: TestApp;
  let ada: SessionClient;
  let bob: SessionClient;

  /** A page and the summary of the same filters, as the sheet asks for them. */
  const sheet = async (client: SessionClient, query: string) => {
    const page = await client.request('GET', `/api/transactions?${query}`);
    expect(page.statusCode, `${query} ${page.body}`).toBe(200);
    const filters = query.replace(/&(limit|offset)=\d+/g, '');
    const summary = await client.request('GET', `/api/transactions/summary?${filters}`);
    expect(summary.statusCode, `${filters} ${summary.body}`).toBe(200);
    return { ...page.json<TransactionPage>(), ...summary.json<TransactionSummary>() };
  };
  const correct = (client: SessionClient, file: string, position: number, body: object) =>
    client.request('PATCH', `/api/transactions/${encodeURIComponent(file)}/${position}`, body);

  beforeAll(async () => {
    t = await buildTestApp({ engine, clock: new ManualClock(new Date('2026-04-10T09:00:00Z')) });
    ada = (await SessionClient.signUp(t.app, 'ada@example.com')).client;
    bob = (await SessionClient.signUp(t.app, 'bob@example.com')).client;
    for (const [name, content] of [
      ['march.csv', MARCH],
      ['april.csv', APRIL],
    ] as const) {
      const uploaded = await ada.upload('/api/embed/upload-doc', [{ fileName: name, content }]);
      expect(uploaded.statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('shows every row with what was read into it, the balance check and the totals', async () => {
    const page = await sheet(ada, 'file=march.csv');
    expect(page.total).toBe(5);
    expect(page.rows.map((row) => row.date)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-05',
      '2026-03-09',
      '2026-03-20',
    ]);
    expect(page.rows[0]).toMatchObject({
      statement: 'march.csv',
      position: 0,
      amountMinor: 250000,
      balanceMinor: 250000,
      currency: null,
      pending: false,
      original: null,
      correctedBy: null,
    });
    expect(page.rows[2]?.balanceCheck).toBe('breaks');
    expect(page.rows[1]?.balanceCheck).toBe('agrees');
    expect(page.rows[4]?.category).toBe('Groceries');
    expect(page.totals).toEqual([
      { currency: null, count: 5, inMinor: 250000, outMinor: -10760, ownMoves: 0 },
    ]);
    expect(page.categories).toContain('Groceries');
  });

  it('filters, sorts and pages in the database', async () => {
    const out = await sheet(ada, 'file=march.csv&direction=out&sort=amount&order=asc&limit=2');
    expect(out.total).toBe(4);
    expect(out.rows.map((row) => row.amountMinor)).toEqual([-4510, -3000]);
    const next = await sheet(
      ada,
      'file=march.csv&direction=out&sort=amount&order=asc&limit=2&offset=2',
    );
    expect(next.rows.map((row) => row.amountMinor)).toEqual([-2000, -1250]);
    const dated = await sheet(ada, 'file=march.csv&from=2026-03-02&to=2026-03-09');
    expect(dated.total).toBe(3);
    const sized = await sheet(ada, 'file=march.csv&min=20&max=45.10');
    expect(sized.rows.map((row) => row.amountMinor)).toEqual([-4510, -2000, -3000]);
    // A % typed by the user is the character, not a wildcard.
    const searched = await sheet(ada, `file=march.csv&q=${encodeURIComponent('100%')}`);
    expect(searched.rows.map((row) => row.description)).toEqual(['FLIPKART INTERNET 100% OFF']);
    const grocery = await sheet(ada, 'file=march.csv&category=Groceries');
    expect(grocery.totals).toEqual([
      { currency: null, count: 1, inMinor: 0, outMinor: -1250, ownMoves: 0 },
    ]);
  });

  it('shows all of the statements together', async () => {
    const all = await sheet(ada, 'file=all&q=tesco&sort=date&order=desc');
    expect(all.rows.map((row) => [row.statement, row.date])).toEqual([
      ['april.csv', '2026-04-04'],
      ['march.csv', '2026-03-20'],
    ]);
  });

  it('refuses filters that make no sense, and changes nothing', async () => {
    for (const query of [
      'file=march.csv&from=2026-03-09&to=2026-03-01',
      'file=march.csv&min=-5',
      'file=march.csv&sort=password',
      'file=march.csv&limit=100000',
      'file=march.csv&unknown=1',
      'file=march.csv&limit=0',
    ]) {
      const response = await ada.request('GET', `/api/transactions?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    const backwards = 'file=march.csv&from=2026-03-09&to=2026-03-01';
    expect((await ada.request('GET', `/api/transactions/summary?${backwards}`)).statusCode).toBe(
      400,
    );
    expect(
      (await ada.request('GET', '/api/transactions/summary?file=march.csv&offset=5')).statusCode,
    ).toBe(400);
    const empty = await correct(ada, 'march.csv', 1, {});
    expect(empty.statusCode).toBe(400);
    const long = await correct(ada, 'march.csv', 1, { category: 'x'.repeat(41) });
    expect(long.statusCode).toBe(400);
    const missing = await correct(ada, 'march.csv', 99, { category: 'Gifts' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'transaction-not-found' });
    expect((await sheet(ada, 'file=march.csv')).rows.every((row) => row.correctedBy === null)).toBe(
      true,
    );
  });

  it("keeps each user's statements and rules to themselves", async () => {
    expect((await bob.request('GET', '/api/transactions?file=march.csv')).statusCode).toBe(404);
    expect((await correct(bob, 'march.csv', 1, { category: 'Mine' })).statusCode).toBe(404);
    // "all" names every statement for the sheet, but no one statement's row.
    expect((await correct(ada, 'all', 1, { category: 'Mine' })).statusCode).toBe(404);
    const none = await bob.request('GET', '/api/transactions?file=all');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({
      message: 'Upload a statement first: your transactions are read from your statements.',
    });
    const bobs = await bob.upload('/api/embed/upload-doc', [{ fileName: 'b.csv', content: APRIL }]);
    expect(bobs.statusCode).toBe(201);
    expect(
      (await correct(bob, 'b.csv', 0, { category: 'Bob', everyRowOfMerchant: true })).statusCode,
    ).toBe(204);
    const adas = await sheet(ada, 'file=april.csv');
    expect(adas.rows[0]?.category).not.toBe('Bob');
    // Each sees only their own rules, and removes only their own.
    const bobsRules = (await bob.request('GET', '/api/merchant-rules')).json<MerchantRule[]>();
    expect(bobsRules.map((rule) => rule.category)).toEqual(['Bob']);
    expect((await ada.request('GET', '/api/merchant-rules')).json()).toEqual([]);
    const key = encodeURIComponent(bobsRules[0]?.key ?? '');
    expect((await ada.request('DELETE', `/api/merchant-rules/${key}`)).statusCode).toBe(404);
    expect((await bob.request('DELETE', `/api/merchant-rules/${key}`)).statusCode).toBe(204);
  });

  it('corrects one row, keeps what was read, and the assistant follows; undoing brings it back', async () => {
    const before = (await sheet(ada, 'file=march.csv')).rows[2];
    expect(
      (await correct(ada, 'march.csv', 2, { category: 'Gifts', merchant: 'Birthday' })).statusCode,
    ).toBe(204);
    const row = (await sheet(ada, 'file=march.csv')).rows[2];
    expect(row).toMatchObject({
      merchant: 'Birthday',
      category: 'Gifts',
      correctedBy: 'row',
      original: { merchant: before?.merchant, category: before?.category },
    });
    const answer = await ada.request('POST', '/api/qa/query', {
      question: 'How much did I spend on gifts?',
      filename: 'march.csv',
    });
    expect(answer.json<QaQueryResponse>().data).toMatchObject({ kind: 'money', value: 2000 });
    expect(
      (await correct(ada, 'march.csv', 2, { category: null, merchant: null })).statusCode,
    ).toBe(204);
    expect((await sheet(ada, 'file=march.csv')).rows[2]).toMatchObject({
      merchant: before?.merchant,
      category: before?.category,
      correctedBy: null,
      original: null,
    });
  });

  it('a rule for a merchant applies to every statement, present and future, until removed', async () => {
    const flipkart = (await sheet(ada, 'file=march.csv&q=flipkart')).rows;
    expect(flipkart).toHaveLength(2);
    const response = await correct(ada, 'march.csv', flipkart[1]?.position ?? -1, {
      category: 'Gifts',
      everyRowOfMerchant: true,
    });
    expect(response.statusCode).toBe(204);
    const gifts = await sheet(ada, 'file=all&category=Gifts');
    // "FLIPKART INTERNET 100% OFF" is read as the same merchant, so the rule covers it too.
    expect(gifts.rows.map((row) => [row.statement, row.amountMinor, row.correctedBy])).toEqual([
      ['march.csv', -4510, 'rule'],
      ['march.csv', -3000, 'rule'],
      ['april.csv', -6000, 'rule'],
    ]);
    const rules = (await ada.request('GET', '/api/merchant-rules')).json<MerchantRule[]>();
    expect(rules).toMatchObject([{ merchant: null, category: 'Gifts' }]);
    const later = 'Date,Description,Amount\n2026-05-02,FLIPKART INTERNET,-7.00\n';
    await ada.upload('/api/embed/upload-doc', [{ fileName: 'may.csv', content: later }]);
    expect((await sheet(ada, 'file=may.csv')).rows[0]?.category).toBe('Gifts');
    const answer = await ada.request('POST', '/api/qa/query', {
      question: 'How much did I spend on gifts?',
      filename: 'april.csv',
    });
    expect(answer.json<QaQueryResponse>().data).toMatchObject({ kind: 'money', value: 6000 });
    const key = encodeURIComponent(rules[0]?.key ?? '');
    expect((await ada.request('DELETE', `/api/merchant-rules/${key}`)).statusCode).toBe(204);
    expect((await ada.request('DELETE', `/api/merchant-rules/${key}`)).statusCode).toBe(404);
    expect((await sheet(ada, 'file=all&category=Gifts')).total).toBe(0);
  });

  it('a new file under the same name drops the corrections of the old rows', async () => {
    expect((await correct(ada, 'april.csv', 1, { category: 'Treats' })).statusCode).toBe(204);
    const asked = await ada.request('POST', '/api/qa/query', {
      question: 'What did I spend at Tesco?',
      filename: 'april.csv',
    });
    const { messageId } = asked.json<QaQueryResponse>();
    const rowsOf = () =>
      ada.request('GET', `/api/documents/april.csv/messages/${messageId ?? ''}/export.csv`);
    expect((await rowsOf()).statusCode).toBe(200);
    const again = await ada.upload('/api/embed/upload-doc', [
      { fileName: 'april.csv', content: APRIL },
      { fileName: null, field: 'duplicate', content: 'replace' },
    ]);
    expect(again.statusCode).toBe(201);
    expect((await sheet(ada, 'file=april.csv&category=Treats')).total).toBe(0);
    // The chat stays, but its answer's rows were the old file's: they are no longer offered.
    expect((await rowsOf()).statusCode).toBe(404);
  });
});
