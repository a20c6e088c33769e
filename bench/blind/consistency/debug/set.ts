// A tiny set to shake out the runner itself (plain layouts), never scored.
import { makeHistory, window } from '../lib/history';
import { csvLine, formatMinor, withBalances, type Row, type StatementFile } from '../lib/model';
import { WORDS } from '../lib/words';

export function debugSet(): StatementFile[] {
  const rows = withBalances(
    makeHistory({
      seed: 7,
      account: 'dbg',
      months: [
        [2026, 3],
        [2026, 4],
        [2026, 5],
      ],
      step: 1,
      perMonth: [5, 8],
      monthly: [
        {
          text: 'Salary Example Ltd',
          min: 200_000,
          max: 200_000,
          in: true,
          day: 25,
          category: 'Income',
        },
      ],
      everyday: [
        { text: 'Corner Shop', min: 100, max: 2_000, category: 'Groceries' },
        { text: 'Bus Company', min: 150, max: 300, category: 'Transport' },
      ],
    }),
    50_000,
  );
  const file = (r: Row[]) =>
    new TextEncoder().encode(
      [
        csvLine(['Date', 'Description', 'Amount', 'Balance', 'Currency', 'Category'], ','),
        ...r.map((x) =>
          csvLine(
            [
              x.date,
              x.description,
              formatMinor(x.amountMinor, 2, { decimal: '.', group: '' }),
              formatMinor(x.balanceMinor ?? 0, 2, { decimal: '.', group: '' }),
              'USD',
              x.category ?? '',
            ],
            ',',
          ),
        ),
      ].join('\n') + '\n',
    );
  const base = {
    account: 'dbg',
    bank: 'Debug Bank',
    country: 'US',
    currency: 'USD',
    exponent: 2,
    hasBalance: true,
    hasCategory: true,
    namesCurrency: true,
    local: WORDS.en,
    nickname: 'Debug',
    layout: 'plain',
    partyOf: (r: Row) => r.description,
  };
  const a = window(rows, '2026-03-01', '2026-04-30');
  const b = window(rows, '2026-04-01', '2026-05-31');
  return [
    { ...base, fileName: 'debug-a.csv', rows: a, bytes: file(a) },
    { ...base, fileName: 'debug-b.csv', rows: b, bytes: file(b) },
  ];
}
