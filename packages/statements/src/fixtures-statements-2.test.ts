import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStatement } from './index';
import { fixturesDir, totals } from './test-support/fixtures';
import type { Transaction } from './types';

/**
 * The second set of public statements, which no reader was built on. Every figure is the one
 * ../shared/fixtures/statements-2/SOURCES.md states: count, money out and in as positive totals,
 * the currency, and the earliest and latest transaction by date (any of the rows tied on a date).
 */
interface Figures {
  file: string;
  count: number;
  debits: string;
  credits: string;
  currency: string;
  /** Date and amount; a card row's purchase and booking dates are both accepted as its date. */
  earliest: [string | string[], string];
  latest: [string, string];
}

const SECOND_SET = path.resolve(fixturesDir, '../statements-2');

const FIGURES: Figures[] = [
  {
    // Unsigned comma-decimal amounts with an "Af Bij" column; one 0,00 row is counted.
    file: 'dutch/ing_ok.csv',
    count: 6,
    debits: '1.87',
    credits: '21.25',
    currency: 'EUR',
    earliest: ['2019-12-13', '20.00'],
    latest: ['2020-02-13', '1.25'],
  },
  {
    // Revolut: the balance moves by the amount less the fee.
    file: 'c-vigo/Revolut_CHF_Sample.csv',
    count: 7,
    debits: '306.07',
    credits: '500.00',
    currency: 'CHF',
    earliest: ['2024-01-01', '500.00'],
    latest: ['2024-04-01', '-12.97'],
  },
  {
    // N26: quotes inside quoted fields escaped with a backslash (\"COMPANY\").
    file: 'c-vigo/N26_Sample.csv',
    count: 87,
    debits: '15109.28',
    credits: '2737.69',
    currency: 'EUR',
    earliest: ['2024-01-15', '-4.50'],
    latest: ['2024-04-10', '-50.00'],
  },
  {
    // ASN Bank: no header row; the balance before each row stands beside the signed amount.
    file: 'dutch/transactie-historie_NL00ASNB9999999999_20220717204133.csv',
    count: 11,
    debits: '3333.12',
    credits: '3286.92',
    currency: 'EUR',
    earliest: ['2022-06-17', '223.77'],
    latest: ['2022-07-11', '-560.00'],
  },
  {
    // Krungthai: an HTML table saved as .xls, Thai headers, the currency in the preamble.
    file: 'thai/test_xls.xls',
    count: 4,
    debits: '20000.00',
    credits: '38319.20',
    currency: 'THB',
    earliest: ['2020-01-04', '15000.00'],
    latest: ['2020-01-11', '-10000.00'],
  },
  {
    // ICICI card: unsigned charges beside a BillingAmountSign column that marks no row.
    file: 'paisa/monthly.csv',
    count: 3,
    debits: '1370.37',
    credits: '0.00',
    currency: 'INR',
    earliest: ['2023-03-01', '-165.72'],
    latest: ['2023-03-01', '-449.00'],
  },
  {
    // BRI: short labels over right-aligned amounts; one row's date clipped to its time.
    file: 'bri/Example_statement.pdf',
    count: 48,
    debits: '22511436.00',
    credits: '22500000.00',
    currency: 'IDR',
    earliest: ['2025-05-02', '1000000.00'],
    latest: ['2025-05-28', '-1500.00'],
  },
  {
    // Chase: unsigned amounts grouped by section, MM/DD dates, the year only in the period.
    file: 'templates/USA Chase bank.pdf',
    count: 16,
    debits: '18194.72',
    credits: '125883.63',
    currency: 'USD',
    earliest: ['2022-07-02', '17120.00'],
    latest: ['2022-07-30', '-2887.68'],
  },
  {
    // Certo! card: purchase and booking dates, Gutschrift/Belastung columns, a brought-forward
    // line and a closing Saldo line that are no transactions, a 0.02 rounding row.
    file: 'c-vigo/CertoOne_Sample.pdf',
    count: 20,
    debits: '540.15',
    credits: '206.85',
    currency: 'CHF',
    earliest: [['2025-09-23', '2025-09-24'], '-121.58'],
    latest: ['2025-10-23', '-0.02'],
  },
  {
    // Romanian BIFF8: Suma debit / Suma credit, "Valuta: LEI" in the preamble.
    file: 'bankreader/Extras_de_cont_12345678_20012018_31012018.xls',
    count: 5,
    debits: '200.00',
    credits: '100.00',
    currency: 'RON',
    earliest: ['2018-01-22', '-100.00'],
    latest: ['2018-01-22', '-19.50'],
  },
];

const asMoney = (minor: number) => (minor / 100).toFixed(2);

/** The signed amounts of the rows on the earliest or the latest date. */
function amountsOn(transactions: readonly Transaction[], which: 'earliest' | 'latest'): string[] {
  const dates = transactions.map((t) => t.date).sort();
  const date = which === 'earliest' ? dates[0] : dates[dates.length - 1];
  return transactions.filter((t) => t.date === date).map((t) => asMoney(t.amountMinor));
}

describe('every statement of the second public set parses to its stated figures', () => {
  it.each(FIGURES.map((figures) => [figures.file, figures] as const))('%s', async (_, figures) => {
    const bytes = new Uint8Array(readFileSync(path.join(SECOND_SET, figures.file)));
    const result = await parseStatement(bytes, path.basename(figures.file));
    if (!result.ok) throw new Error(result.error.message);
    const { transactions, currency } = result.statement;
    expect(transactions).toHaveLength(figures.count);
    const { debits, credits } = totals(transactions);
    expect([asMoney(-debits), asMoney(credits)]).toEqual([figures.debits, figures.credits]);
    expect(currency).toBe(figures.currency);
    expect([figures.earliest[0]].flat()).toContain(transactions.map((t) => t.date).sort()[0]);
    expect(amountsOn(transactions, 'earliest')).toContain(figures.earliest[1]);
    expect(
      transactions
        .map((t) => t.date)
        .sort()
        .at(-1),
    ).toBe(figures.latest[0]);
    expect(amountsOn(transactions, 'latest')).toContain(figures.latest[1]);
  });
});
