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

/** A line of a generated statement: ISO date, description, amount in cents. */
type Line = [date: string, description: string, cents: number];

/** A statement as its bank's CSV in `code`, the currency named in the amount's header. */
function statementCsv(code: string, lines: readonly Line[]): string {
  const rows = lines.map(
    ([date, description, cents]) => `${date},${description},${(cents / 100).toFixed(2)}`,
  );
  return [`Date,Description,Amount (${code})`, ...rows, ''].join('\n');
}

/**
 * A euro account from January to March 2026 and a dollar account used in May 2026 only, each
 * month's amounts varied by `seed`, so no figure below is typed in by hand.
 */
function twoCurrencies(seed: number): { euros: Line[]; dollars: Line[] } {
  const euros: Line[] = [];
  for (const [index, month] of ['01', '02', '03'].entries()) {
    euros.push([`2026-${month}-01`, 'SALARY ACME GMBH', 200_000 + seed * 1_000 + index]);
    euros.push([`2026-${month}-04`, 'LIDL SAGT DANKE', -(2_000 + seed * 37 * (index + 1))]);
    euros.push([`2026-${month}-18`, 'LIDL SAGT DANKE', -(1_500 + seed * 11 * (index + 2))]);
  }
  const dollars: Line[] = [
    ['2026-05-02', 'CLIENT PAYMENT WIRE', 50_000 + seed * 100],
    ['2026-05-06', 'UBER TRIP', -(1_200 + seed * 7)],
    ['2026-05-20', 'UBER TRIP', -(2_400 + seed * 13)],
  ];
  return { euros, dollars };
}

const sizes = (lines: readonly Line[], keep: (cents: number) => boolean) =>
  lines.filter(([, , cents]) => keep(cents)).reduce((sum, [, , cents]) => sum + Math.abs(cents), 0);

describe.each(testEngines())('the insights API on %s', (engine) => {
  let t: TestApp;
  let ada: SessionClient;
  let bob: SessionClient;
  let cy: SessionClient;
  const travels = twoCurrencies(3);

  beforeAll(async () => {
    t = await buildTestApp({ engine, clock: new ManualClock(new Date('2026-04-20T09:00:00Z')) });
    ada = (await SessionClient.signUp(t.app, 'ada@example.com')).client;
    bob = (await SessionClient.signUp(t.app, 'bob@example.com')).client;
    cy = (await SessionClient.signUp(t.app, 'cy@example.com')).client;
    for (const [fileName, content] of [
      ['current.csv', CURRENT],
      ['savings.csv', SAVINGS],
    ] as const) {
      const uploaded = await ada.upload('/api/embed/upload-doc', [{ fileName, content }]);
      expect(uploaded.statusCode).toBe(201);
    }
    for (const [fileName, content] of [
      ['euros.csv', statementCsv('EUR', travels.euros)],
      ['dollars.csv', statementCsv('USD', travels.dollars)],
    ] as const) {
      const uploaded = await cy.upload('/api/embed/upload-doc', [{ fileName, content }]);
      expect(uploaded.statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('gives a statement’s figures: categories, months, balances, recurring payments, merchants', async () => {
    const response = await ada.request('GET', '/api/documents/current.csv/insights');
    expect(response.statusCode).toBe(200);
    const { period, sections } = response.json<Insights>();
    expect(period).toEqual({ start: '2026-03-01', end: '2026-04-05' });
    expect(sections).toHaveLength(1);
    const [insights] = sections;
    if (!insights) throw new Error('no section');
    expect(insights).toMatchObject({
      currency: 'GBP',
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
    const { sections } = response.json<Insights>();
    expect(sections).toMatchObject([
      {
        currency: 'GBP',
        transactionCount: 8,
        totalOutMinor: 9_508,
        // The salary and the opening deposit.
        totalInMinor: 260_000,
        balance: { source: 'none', points: [] },
      },
    ]);
  });

  it('shows all statements in two currencies as one section each, months only with rows', async () => {
    const response = await cy.request('GET', '/api/insights/all');
    expect(response.statusCode).toBe(200);
    const { period, sections } = response.json<Insights>();
    expect(period).toEqual({ start: '2026-01-01', end: '2026-05-20' });
    const { euros, dollars } = travels;
    expect(sections).toMatchObject([
      {
        currency: 'EUR',
        period: { start: '2026-01-01', end: '2026-03-18' },
        transactionCount: euros.length,
        totalInMinor: sizes(euros, (cents) => cents > 0),
        totalOutMinor: sizes(euros, (cents) => cents < 0),
      },
      {
        currency: 'USD',
        period: { start: '2026-05-02', end: '2026-05-20' },
        transactionCount: dollars.length,
        totalInMinor: sizes(dollars, (cents) => cents > 0),
        totalOutMinor: sizes(dollars, (cents) => cents < 0),
        topMerchants: [
          { merchant: 'Uber', totalMinor: sizes(dollars, (cents) => cents < 0), count: 2 },
        ],
      },
    ]);
    // No euro month after March, no dollar month before May, and no empty April in either.
    expect(sections.map((section) => section.months.map((month) => month.month))).toEqual([
      ['2026-01', '2026-02', '2026-03'],
      ['2026-05'],
    ]);
    const january = euros.filter(([date]) => date.startsWith('2026-01'));
    expect(sections[0]?.months[0]).toMatchObject({
      inMinor: sizes(january, (cents) => cents > 0),
      outMinor: sizes(january, (cents) => cents < 0),
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
