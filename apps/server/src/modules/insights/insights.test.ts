import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIGHTS_NO_STATEMENTS_MESSAGE, type Insights } from '@sheetwise/contracts';
import { ManualClock } from '../../platform/clock';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

// Two months of a current account, and a savings account that receives one of its payments.
const CURRENT = [
  'Date,Description,Amount (GBP),Balance',
  '2026-03-01,SALARY ACME LTD,2500.00,2500.00',
  '2026-03-02,TESCO STORES 2231,-45.10,2454.90',
  '2026-03-05,NETFLIX.COM,-9.99,2444.91',
  '2026-03-10,TRANSFER TO SAVINGS,-500.00,1944.91',
  '2026-04-02,TESCO STORES 2231,-30.00,1914.91',
  '2026-04-05,NETFLIX.COM,-9.99,1904.92',
].join('\n');
const SAVINGS = [
  'Date,Description,Amount (GBP),Balance',
  '2026-03-01,OPENING DEPOSIT,100.00,100.00',
  '2026-03-11,FROM CURRENT ACCOUNT,500.00,600.00',
].join('\n');

describe.each(testEngines())('the insights API on %s', (engine) => {
  let t: TestApp;
  let ada: SessionClient;
  let bob: SessionClient;

  beforeAll(async () => {
    t = await buildTestApp({ engine, clock: new ManualClock(new Date('2026-04-20T09:00:00Z')) });
    ada = (await SessionClient.signUp(t.app, 'ada@example.com')).client;
    bob = (await SessionClient.signUp(t.app, 'bob@example.com')).client;
    for (const [fileName, content] of [
      ['current.csv', CURRENT],
      ['savings.csv', SAVINGS],
    ] as const) {
      const uploaded = await ada.upload('/api/embed/upload-doc', [{ fileName, content }]);
      expect(uploaded.statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('gives a statement’s figures: categories, months, balances, recurring payments, merchants', async () => {
    const response = await ada.request('GET', '/api/documents/current.csv/insights');
    expect(response.statusCode).toBe(200);
    const insights = response.json<Insights>();
    expect(insights).toMatchObject({
      currency: 'GBP',
      otherCurrencies: [],
      period: { start: '2026-03-01', end: '2026-04-05' },
      transactionCount: 6,
      // 45.10 + 9.99 + 500.00 + 30.00 + 9.99
      totalOutMinor: 59_508,
      totalInMinor: 250_000,
    });
    expect(insights.months).toEqual([
      {
        month: '2026-03',
        start: '2026-03-01',
        end: '2026-03-31',
        inMinor: 250_000,
        outMinor: 55_509,
        netMinor: 194_491,
      },
      {
        month: '2026-04',
        start: '2026-04-01',
        end: '2026-04-30',
        inMinor: 0,
        outMinor: 3_999,
        netMinor: -3_999,
      },
    ]);
    expect(insights.spendingByCategory[0]).toMatchObject({ totalMinor: 50_000, count: 1 });
    expect(insights.spendingByCategory).toContainEqual(
      expect.objectContaining({ label: 'Groceries', totalMinor: 7_510, count: 2 }),
    );
    expect(insights.balance.source).toBe('printed');
    expect(insights.balance.points.at(-1)).toEqual({ date: '2026-04-05', balanceMinor: 190_492 });
    expect(insights.recurring).toEqual([
      {
        merchant: 'Netflix',
        typicalMinor: 999,
        frequency: 'monthly',
        count: 2,
        lastDate: '2026-04-05',
        nextExpectedDate: '2026-05-05',
      },
    ]);
    expect(insights.topMerchants[1]).toEqual({ merchant: 'Tesco', totalMinor: 7_510, count: 2 });
  });

  it('reads all statements as one: the move to savings neither in nor out, and no balance', async () => {
    const response = await ada.request('GET', '/api/insights/all');
    expect(response.statusCode).toBe(200);
    const insights = response.json<Insights>();
    expect(insights).toMatchObject({
      currency: 'GBP',
      transactionCount: 8,
      totalOutMinor: 9_508,
      // The salary and the opening deposit.
      totalInMinor: 260_000,
      balance: { source: 'none', points: [] },
    });
  });

  it('shows a statement to its owner only', async () => {
    const response = await bob.request('GET', '/api/documents/current.csv/insights');
    expect(response.statusCode).toBe(404);
    const missing = await ada.request('GET', '/api/documents/nothing.csv/insights');
    expect(missing.statusCode).toBe(404);
  });

  it('says to upload a statement first when there is none', async () => {
    const response = await bob.request('GET', '/api/insights/all');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: INSIGHTS_NO_STATEMENTS_MESSAGE });
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/insights/all' });
    expect(response.statusCode).toBe(401);
  });
});
