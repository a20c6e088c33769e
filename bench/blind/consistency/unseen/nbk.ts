import { makeHistory, type AccountSpec } from '../lib/history';
import { formatMinor, withBalances, type Row, type StatementFile } from '../lib/model';
import { WORDS } from '../lib/words';
import { SEED, enc, dmy, esc } from './shared';

export function nbk(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 1,
    account: 'nbk',
    months: [
      [2026, 4],
      [2026, 5],
      [2026, 6],
    ],
    step: 5,
    perMonth: [18, 26],
    monthly: [
      {
        text: 'SALARY TRANSFER KUWAIT OIL COMPANY',
        min: 1_450_000,
        max: 1_450_000,
        in: true,
        day: 25,
      },
      { text: 'RENT PAYMENT SALMIYA BLOCK 10', min: 380_000, max: 380_000, day: 2 },
      { text: 'ZAIN KUWAIT BILL {n}', min: 9_500, max: 21_750, day: 11 },
    ],
    everyday: [
      { text: 'POS THE SULTAN CENTER', min: 2_150, max: 38_900, weight: 5 },
      { text: 'POS TALABAT KUWAIT', min: 2_500, max: 9_750, weight: 3 },
      { text: 'POS CARIBOU COFFEE', min: 1_250, max: 3_500, weight: 3 },
      { text: 'POS OULA FUEL STATION', min: 3_000, max: 9_000, weight: 2 },
      { text: 'POS THE AVENUES MALL', min: 8_000, max: 95_000, weight: 2 },
      {
        text: 'WAMD TRANSFER FROM FATIMA AL SABAH',
        min: 20_000,
        max: 150_000,
        in: true,
        weight: 1,
      },
    ],
  };
  const rows = withBalances(makeHistory(spec), 2_310_450);
  const fmt = (m: number) => formatMinor(Math.abs(m), 3, { decimal: '.', group: ',' });
  const tr = (cells: string[], tag = 'td') =>
    `<tr>${cells.map((c) => `<${tag}>${esc(c)}</${tag}>`).join('')}</tr>`;
  const html = [
    '<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head><body>',
    '<table border="1">',
    tr(['National Bank of Kuwait']),
    tr(['Account Statement']),
    tr(['Account No.', '2001234567']),
    tr(['Currency', 'KWD']),
    tr(['From', '01/04/2026', 'To', '30/06/2026']),
    tr(['Date', 'Description', 'Debit', 'Credit', 'Balance'], 'th'),
    ...rows.map((r) =>
      tr([
        dmy(r.date, '/'),
        r.description,
        r.amountMinor < 0 ? fmt(r.amountMinor) : '',
        r.amountMinor > 0 ? fmt(r.amountMinor) : '',
        fmt(r.balanceMinor ?? 0),
      ]),
    ),
    '</table></body></html>',
  ].join('\n');
  return [
    {
      fileName: 'NBK_Statement_2001234567.xls',
      bytes: enc(html),
      account: 'nbk',
      bank: 'NBK',
      country: 'Kuwait',
      currency: 'KWD',
      exponent: 3,
      rows,
      hasBalance: true,
      hasCategory: false,
      namesCurrency: true,
      local: WORDS.ar,
      nickname: 'NBK',
      period: { start: '2026-04-01', end: '2026-06-30' },
      layout: 'HTML table saved as .xls, 1,234.500',
      partyOf: (r: Row) => r.description,
    },
  ];
}
