import { Writable } from 'node:stream';
import type { ExportRow, ExportSummary } from './export-types';

/** A formula a hostile statement could carry in a description. */
export const FORMULA_DESCRIPTION = '=HYPERLINK("http://evil.example","Click")';

const booked = { status: 'Booked', reconciliation: 'Agrees', statement: 'march.csv' } as const;

/**
 * Rows over March and April 2026 in rupees, dollars and yen, money in and out, a pending row,
 * a balance that does not agree, and text a spreadsheet would run as a formula. In rupees:
 * in 50,000.00 + 199.00, out 1,234.56 + 2,500.75 + 10,000.00.
 */
export const SAMPLE_ROWS: readonly ExportRow[] = [
  {
    ...booked,
    date: '2026-03-02',
    description: 'SALARY MARCH',
    merchant: 'Acme Corp',
    category: 'Income',
    amountMinor: 5_000_000,
    balanceMinor: 5_500_000,
    currency: 'INR',
  },
  {
    ...booked,
    date: '2026-03-05',
    description: FORMULA_DESCRIPTION,
    merchant: 'Smith, "J"',
    category: 'Shopping',
    amountMinor: -123_456,
    balanceMinor: 5_376_544,
    currency: 'INR',
  },
  {
    ...booked,
    date: '2026-03-20',
    description: 'BIGBASKET ORDER',
    merchant: 'BigBasket',
    category: 'Groceries',
    amountMinor: -250_075,
    balanceMinor: 5_126_469,
    currency: 'INR',
    reconciliation: 'Does not agree',
  },
  {
    ...booked,
    date: '2026-04-01',
    description: '+91 UPI REFUND',
    merchant: '\tSwiggy',
    category: 'Food',
    amountMinor: 19_900,
    balanceMinor: null,
    currency: 'INR',
    status: 'Pending',
    reconciliation: 'Not checked',
  },
  {
    ...booked,
    date: '2026-04-03',
    description: 'AMAZON.COM',
    merchant: 'Amazon',
    category: 'Shopping',
    amountMinor: -4_599,
    balanceMinor: 100_000,
    currency: 'USD',
    statement: 'usd-card.csv',
  },
  {
    ...booked,
    date: '2026-04-10',
    description: '@Tokyo Metro',
    merchant: 'Tokyo Metro',
    category: 'Transport',
    amountMinor: -1_200,
    balanceMinor: 50_000,
    currency: 'JPY',
    statement: 'yen.csv',
  },
  {
    ...booked,
    date: '2026-04-15',
    description: '-ATM WITHDRAWAL',
    merchant: 'ATM',
    category: 'Cash',
    amountMinor: -1_000_000,
    balanceMinor: 4_145_569,
    currency: 'INR',
  },
];

export const SAMPLE_SUMMARY: ExportSummary = {
  title: 'All statements',
  periodStart: '2026-03-01',
  periodEnd: '2026-04-30',
  currency: 'INR',
  openingBalanceMinor: 500_000,
  closingBalanceMinor: 4_145_569,
  reconciliation: { checked: 4, reconciled: 3 },
  filtersDescription: 'Statements march.csv, usd-card.csv and yen.csv',
};

/** `count` rows a day apart in rupees, made one at a time as a database cursor would. */
export function* generatedRows(count: number): Generator<ExportRow> {
  const start = Date.UTC(2020, 0, 1);
  for (let index = 0; index < count; index += 1) {
    const date = new Date(start + Math.floor(index / 100) * 86_400_000).toISOString().slice(0, 10);
    yield {
      ...booked,
      date,
      description: `UPI/${index}/PAYMENT TO MERCHANT ${index % 977}/REF ${index * 7919}`,
      merchant: `Merchant ${index % 977}`,
      category: ['Groceries', 'Food', 'Shopping', 'Transport', 'Bills'][index % 5] ?? 'Other',
      amountMinor: index % 10 === 0 ? 250_000 : -((index * 37) % 100_000),
      balanceMinor: 10_000_000 + index,
      currency: 'INR',
    };
  }
}

/** A Writable that keeps what it is given, to read the download back. */
export function collectingOutput(): { output: Writable; bytes: () => Buffer } {
  const chunks: Buffer[] = [];
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { output, bytes: () => Buffer.concat(chunks) };
}
