import { makeHistory, type AccountSpec } from '../lib/history';
import { csvLine, formatMinor, pad2, type Row, type StatementFile } from '../lib/model';
import { WORDS } from '../lib/words';
import { SEED, enc, ymd } from './shared';

// ---------- Monzo, United Kingdom, GBP ----------
export function monzo(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 9,
    account: 'monzo',
    months: [
      [2026, 9],
      [2026, 10],
      [2026, 11],
    ],
    step: 1,
    perMonth: [24, 34],
    twin: true,
    monthly: [
      {
        text: 'BRIGHTWAVE MEDIA LTD|Faster payment',
        min: 268_540,
        max: 268_540,
        in: true,
        day: 26,
        category: 'Income',
      },
      {
        text: 'Lambeth Lettings|Faster payment',
        min: 125_000,
        max: 125_000,
        day: 1,
        category: 'Bills',
      },
      { text: 'Octopus Energy|Direct Debit', min: 8_700, max: 8_700, day: 4, category: 'Bills' },
      { text: 'Spotify|Card payment', min: 1_199, max: 1_199, day: 14, category: 'Entertainment' },
    ],
    everyday: [
      { text: 'Tesco|Card payment', min: 320, max: 6_840, weight: 5, category: 'Groceries' },
      { text: 'Sainsbury’s|Card payment', min: 450, max: 5_290, weight: 3, category: 'Groceries' },
      {
        text: 'Pret A Manger|Card payment',
        min: 345,
        max: 1_095,
        weight: 4,
        category: 'Eating out',
      },
      {
        text: 'Transport for London|Card payment',
        min: 280,
        max: 880,
        weight: 4,
        category: 'Transport',
      },
      { text: 'Deliveroo|Card payment', min: 1_490, max: 3_650, weight: 2, category: 'Eating out' },
      { text: 'Amazon|Card payment', min: 799, max: 8_999, weight: 2, category: 'Shopping' },
      {
        text: 'Tom Hughes|Faster payment',
        min: 1_000,
        max: 6_000,
        in: true,
        weight: 1,
        category: 'General',
      },
    ],
  };
  const rows = makeHistory(spec);
  const fmt = (m: number) => formatMinor(m, 2, { decimal: '.', group: '' });
  const header = [
    'Transaction ID',
    'Date',
    'Time',
    'Type',
    'Name',
    'Emoji',
    'Category',
    'Amount',
    'Currency',
    'Local amount',
    'Local currency',
    'Notes and #tags',
    'Address',
    'Receipt',
    'Description',
    'Category split',
    'Money Out',
    'Money In',
  ];
  const emoji: Record<string, string> = {
    Groceries: '🛒',
    'Eating out': '🍔',
    Transport: '🚆',
    Bills: '💡',
    Shopping: '🛍️',
    Entertainment: '🎉',
    Income: '💰',
    General: '',
  };
  const lines = [
    csvLine(header, ','),
    ...rows.map((r, i) => {
      const [name, type] = r.description.split('|');
      const [y, m, d] = ymd(r.date);
      return csvLine(
        [
          `tx_0000Ab${String(7100000 + i * 7919)}`,
          `${pad2(d)}/${pad2(m)}/${y}`,
          `${pad2(8 + (i % 12))}:${pad2((i * 7) % 60)}:${pad2((i * 13) % 60)}`,
          type ?? '',
          name ?? '',
          emoji[r.category ?? ''] ?? '',
          r.category ?? '',
          fmt(r.amountMinor),
          'GBP',
          fmt(r.amountMinor),
          'GBP',
          '',
          '',
          '',
          (name ?? '').toUpperCase(),
          '',
          r.amountMinor < 0 ? fmt(r.amountMinor) : '',
          r.amountMinor > 0 ? fmt(r.amountMinor) : '',
        ],
        ',',
      );
    }),
  ];
  return [
    {
      fileName: 'MonzoDataExport_Sep-Nov_2026.csv',
      bytes: enc(lines.join('\n') + '\n'),
      account: 'monzo',
      bank: 'Monzo',
      country: 'United Kingdom',
      currency: 'GBP',
      exponent: 2,
      rows,
      hasBalance: false,
      hasCategory: true,
      namesCurrency: true,
      local: WORDS.en,
      nickname: 'Monzo',
      partyOf: (r: Row) => r.description.split('|')[0] ?? '',
      layout:
        'CSV , dd/mm/yyyy, Category, Amount and Local amount, Money Out/Money In, emoji, two identical rows',
    },
  ];
}
