import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';
import { expectFixture } from '../test-support/expect-fixture';
import { fixturesDir, parseFixture, readFixture } from '../test-support/fixtures';

/** monopoly's own expected output for its example statement: date, description, signed amount. */
function groundTruth(): { date: string; description: string; amountMinor: number }[] {
  const text = readFileSync(path.join(fixturesDir, 'monopoly/transformed.csv'), 'utf8');
  return text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [date = '', description = '', amount = ''] = line.split(',');
      return { date, description, amountMinor: Math.round(Number(amount) * 100) };
    });
}

describe('PDF statements', () => {
  it('monopoly example: an HSBC-style card statement, yearless DD/MM dates, credits in ( )', async () => {
    await expectFixture({
      file: 'monopoly/example_statement.pdf',
      format: 'pdf',
      count: 52,
      debits: -70348,
      credits: 41354,
      currency: 'SGD',
      first: ['2023-07-02', 'PAYMENT BY INTERNET', 41216],
      last: ['2023-07-18', 'CASH REBATE', 138],
      reconciliation: null,
      period: ['2023-07-02', '2023-07-31'],
      opening: -41216,
      closing: -70210,
    });
  });

  it('monopoly example matches its ground truth, line by line', async () => {
    const [broughtForward, ...truth] = groundTruth();
    const statement = await parseFixture('monopoly/example_statement.pdf');
    expect(broughtForward).toMatchObject({ description: "LAST MONTH'S BALANCE" });
    expect(statement.openingBalanceMinor).toBe(broughtForward?.amountMinor);
    expect(statement.transactions).toHaveLength(truth.length);
    statement.transactions.forEach((transaction, index) => {
      const expected = truth[index];
      const merchant = (expected?.description ?? '').replace(/ SINGAPORE( \d+)? SG$/, '');
      expect([transaction.date, transaction.amountMinor]).toEqual([
        expected?.date,
        expected?.amountMinor,
      ]);
      expect(transaction.description).toContain(merchant);
    });
    const all = [broughtForward, ...truth].reduce((sum, row) => sum + (row?.amountMinor ?? 0), 0);
    expect(all).toBe(-70210);
    expect(statement.warnings).toEqual([
      'The dates in this statement have no year, so we took it from the statement date, 2023-07-01.',
    ]);
  });

  it('Mercury card: two tables on pages 3 and 5, legal text between, MM/DD without a year', async () => {
    await expectFixture({
      file: 'reds-importers/mercury_statement_20241105.pdf',
      format: 'pdf',
      count: 59,
      debits: -246181,
      credits: 245223,
      currency: 'USD',
      first: ['2024-11-02', 'Pymt - Thank You', 242224],
      last: ['2024-11-05', 'Doordash Palo Alto CA', -3707],
      reconciliation: null,
      period: ['2024-10-05', '2024-11-05'],
      opening: -245223,
      closing: -246181,
    });
  });

  it("Mercury card: the statement's answer anchors", async () => {
    const { transactions } = await parseFixture('reds-importers/mercury_statement_20241105.pdf');
    const purchases = transactions.filter((t) => t.amountMinor < 0);
    expect(purchases).toHaveLength(57);
    const largest = [...purchases].sort((a, b) => a.amountMinor - b.amountMinor)[0];
    expect(largest).toMatchObject({ date: '2024-10-19', amountMinor: -22405 });
    expect(largest?.description).toMatch(/^Amazon /);
    const named = (pattern: RegExp) => transactions.filter((t) => pattern.test(t.description));
    const sum = (list: typeof transactions) => list.reduce((total, t) => total + t.amountMinor, 0);
    expect([named(/^Amazon (?!Prime)/).length, sum(named(/^Amazon (?!Prime)/))]).toEqual([
      14, -89083,
    ]);
    expect([named(/^Doordash/).length, sum(named(/^Doordash/))]).toEqual([10, -59327]);
    expect(transactions.filter((t) => t.amountMinor > 0).map((t) => t.amountMinor)).toEqual([
      242224, 2999,
    ]);
    expect(transactions.every((t) => t.reference === undefined || t.reference === '12345678')).toBe(
      true,
    );
  });

  it('Awesome Bank: Money out / Money in / Balance, two-line descriptions, answered from the rows', async () => {
    await expectFixture({
      file: 'maybe/transactions.pdf',
      format: 'pdf',
      count: 3,
      debits: -2000,
      credits: 1999,
      currency: 'EUR',
      first: ['2024-06-09', 'Top-Up by *8888 From: *8888', 1999],
      last: [
        '2024-06-23',
        'Cash at PSG stadium To: PSG stadium, Paris Card: 888888******888',
        -1001,
      ],
      reconciliation: { checked: 2, reconciled: 2, brokenRows: [] },
      period: ['2024-05-30', '2024-06-30'],
      opening: 1,
      closing: 0,
      account: '****0001',
    });
  });

  it('a password-protected PDF and a scan get their own errors', async () => {
    const protectedFile = await parseStatement(readFixture('monopoly/protected.pdf'), 'a.pdf');
    expect(protectedFile).toMatchObject({ ok: false, error: { code: 'password-required' } });
    const scan = await parseStatement(readFixture('monopoly/4_pages_blank.pdf'), 'b.pdf');
    expect(scan).toMatchObject({ ok: false, error: { code: 'pdf-no-text' } });
  });

  it('a truncated PDF is damaged', async () => {
    const bytes = readFixture('maybe/transactions.pdf').slice(0, 400);
    const result = await parseStatement(bytes, 'c.pdf');
    expect(result).toMatchObject({ ok: false, error: { code: 'damaged-file' } });
  });
});
