import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insights, TransactionPage, TransactionSummary } from '@sheetwise/contracts';
import { ManualClock } from '../../platform/clock';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

const CURRENT = [
  'Date,Description,Amount,Currency',
  '2026-03-01,SALARY ACME LTD,2500.00,EUR',
  '2026-03-04,HOTEL INTERCONTINENTAL,-312.50,EUR',
  '2026-03-09,SPAR MARKET,-42.10,EUR',
  '2026-03-20,TRANSFER TO SAVINGS,-500.00,EUR',
].join('\n');
// The next export of the same account repeats the 9th and the 20th.
const CURRENT_LATER = [
  'Date,Description,Amount,Currency',
  '2026-03-09,SPAR MARKET,-42.10,EUR',
  '2026-03-20,TRANSFER TO SAVINGS,-500.00,EUR',
  '2026-04-02,SPAR MARKET,-18.00,EUR',
].join('\n');
const SAVINGS = [
  'Date,Description,Amount,Currency',
  '2026-03-21,FROM CURRENT,500.00,EUR',
  '2026-03-31,ACCOUNT FEE,-2.00,EUR',
].join('\n');

describe.each(testEngines())('the sheet of all statements on %s', (engine) => {
  let t: TestApp;
  let ada: SessionClient;
  let bob: SessionClient;

  const get = async <T>(client: SessionClient, url: string) => {
    const response = await client.request('GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  beforeAll(async () => {
    t = await buildTestApp({ engine, clock: new ManualClock(new Date('2026-04-10T09:00:00Z')) });
    ada = (await SessionClient.signUp(t.app, 'ada@example.com')).client;
    bob = (await SessionClient.signUp(t.app, 'bob@example.com')).client;
    for (const [name, content] of [
      ['current.csv', CURRENT],
      ['current-later.csv', CURRENT_LATER],
      ['savings.csv', SAVINGS],
    ] as const) {
      const uploaded = await ada.upload('/api/embed/upload-doc', [{ fileName: name, content }]);
      expect(uploaded.statusCode, uploaded.body).toBe(201);
    }
    const own = await bob.upload('/api/embed/upload-doc', [
      { fileName: 'bobs.csv', content: CURRENT },
    ]);
    expect(own.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it('counts shared rows once and leaves moves between own accounts out of in and out', async () => {
    const page = await get<TransactionPage>(ada, '/api/transactions?file=all&limit=50');
    expect(page.rows.map((row) => row.description)).toEqual([
      'SALARY ACME LTD',
      'HOTEL INTERCONTINENTAL',
      'SPAR MARKET',
      'TRANSFER TO SAVINGS',
      'FROM CURRENT',
      'ACCOUNT FEE',
      'SPAR MARKET',
    ]);
    const moves = page.rows.filter((row) => row.category === 'Between your own accounts');
    expect(moves.map((row) => row.description)).toEqual(['TRANSFER TO SAVINGS', 'FROM CURRENT']);
    const summary = await get<TransactionSummary>(ada, '/api/transactions/summary?file=all');
    expect(summary.totals).toEqual([
      { currency: 'EUR', count: 7, inMinor: 250000, outMinor: -37460, ownMoves: 2 },
    ]);
    const insights = await get<Insights>(ada, '/api/insights/all');
    expect(
      insights.sections.map((section) => [
        section.currency,
        section.totalInMinor,
        section.totalOutMinor,
      ]),
    ).toEqual([['EUR', 250000, 37460]]);
  });

  it('counts the moves themselves when the filter asks for them', async () => {
    const category = encodeURIComponent('Between your own accounts');
    const summary = await get<TransactionSummary>(
      ada,
      `/api/transactions/summary?file=all&category=${category}`,
    );
    expect(summary.totals).toEqual([
      { currency: 'EUR', count: 2, inMinor: 50000, outMinor: -50000, ownMoves: 0 },
    ]);
  });

  it('reads again when a statement goes, and shows the other copy', async () => {
    const removed = await ada.request('DELETE', '/api/documents/current.csv');
    expect(removed.statusCode).toBe(204);
    const page = await get<TransactionPage>(ada, '/api/transactions?file=all&limit=50');
    expect(page.rows.map((row) => `${row.statement} ${row.description}`)).toEqual([
      'current-later.csv SPAR MARKET',
      'current-later.csv TRANSFER TO SAVINGS',
      'savings.csv FROM CURRENT',
      'savings.csv ACCOUNT FEE',
      'current-later.csv SPAR MARKET',
    ]);
  });

  it('never shows another user’s rows, nor lets theirs change this user’s reading', async () => {
    const page = await get<TransactionPage>(bob, '/api/transactions?file=all&limit=50');
    expect(page.rows).toHaveLength(4);
    expect(page.rows.every((row) => row.statement === 'bobs.csv')).toBe(true);
    expect(page.rows.some((row) => row.category === 'Between your own accounts')).toBe(false);
  });
});
