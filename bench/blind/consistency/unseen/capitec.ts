import { makeHistory, window, type AccountSpec } from '../lib/history';
import { csvLine, formatMinor, withBalances, type Row, type StatementFile } from '../lib/model';
import { WORDS } from '../lib/words';
import { SEED, enc } from './shared';

export function capitec(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 7,
    account: 'capitec',
    months: [
      [2026, 6],
      [2026, 7],
      [2026, 8],
      [2026, 9],
    ],
    step: 1,
    perMonth: [18, 26],
    monthly: [
      {
        text: 'Salary: Shoprite Holdings',
        min: 2_845_000,
        max: 2_845_000,
        in: true,
        day: 25,
        category: 'Salary',
      },
      {
        text: 'Debit Order: Rent Sea Point Flat',
        min: 950_000,
        max: 950_000,
        day: 1,
        category: 'Rent',
      },
      { text: 'Debit Order: Vodacom', min: 39_900, max: 39_900, day: 3, category: 'Cellphone' },
    ],
    everyday: [
      {
        text: 'POS Purchase: Checkers Sea Point',
        min: 4_500,
        max: 98_000,
        weight: 5,
        category: 'Groceries',
      },
      {
        text: 'POS Purchase: Woolworths Food',
        min: 3_900,
        max: 65_000,
        weight: 3,
        category: 'Groceries',
      },
      {
        text: 'POS Purchase: Uber Trip',
        min: 4_200,
        max: 18_500,
        weight: 2,
        category: 'Transport',
      },
      {
        text: 'POS Purchase: Mr D Food',
        min: 8_900,
        max: 32_000,
        weight: 2,
        category: 'Takeaways',
      },
      { text: 'POS Purchase: Engen Garage', min: 30_000, max: 95_000, weight: 2, category: 'Fuel' },
      {
        text: 'Payment Received: T Mokoena',
        min: 10_000,
        max: 150_000,
        in: true,
        weight: 1,
        category: 'Other Income',
      },
    ],
  };
  const all = withBalances(makeHistory(spec), 1_523_300);
  const fmt = (m: number) => formatMinor(Math.abs(m), 2, { decimal: '.', group: '' });
  const file = (rows: Row[]) => {
    const lines = [
      'Nr,Account,Posting Date,Transaction Date,Description,Original Description,Parent Category,Category,Money In,Money Out,Fee,Balance',
      ...rows.map((r, i) =>
        csvLine(
          [
            String(i + 1),
            '1234567890',
            r.date,
            r.date,
            r.description,
            r.description.toUpperCase(),
            r.amountMinor > 0 ? 'Income' : 'Spending',
            r.category ?? '',
            r.amountMinor > 0 ? fmt(r.amountMinor) : '',
            r.amountMinor < 0 ? `-${fmt(r.amountMinor)}` : '',
            '',
            formatMinor(r.balanceMinor ?? 0, 2, { decimal: '.', group: '' }),
          ],
          ',',
        ),
      ),
    ];
    return enc(lines.join('\n') + '\n');
  };
  const base = {
    account: 'capitec',
    bank: 'Capitec',
    country: 'South Africa',
    currency: 'ZAR',
    exponent: 2,
    hasBalance: true,
    hasCategory: true,
    namesCurrency: false,
    local: WORDS.en,
    nickname: 'Capitec',
    layout: 'CSV , ISO dates, Category, Money In/Money Out, no currency',
    partyOf: (r: Row) => r.description.split(': ')[1] ?? r.description,
  };
  const a = window(all, '2026-06-01', '2026-08-31');
  const b = window(all, '2026-07-01', '2026-09-30');
  return [
    { ...base, fileName: 'Capitec_Account_1234567890_Jun_Aug.csv', rows: a, bytes: file(a) },
    { ...base, fileName: 'transactions-export (2).csv', rows: b, bytes: file(b) },
  ];
}
