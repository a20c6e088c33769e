import iconv from 'iconv-lite';
import { makeHistory, type AccountSpec } from '../lib/history';
import { csvLine, formatMinor, withBalances, type Row, type StatementFile } from '../lib/model';
import { WORDS } from '../lib/words';
import { SEED, ymd } from './shared';

// ---------- MUFG Bank, Japan, JPY ----------
export function mufg(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 2,
    account: 'mufg',
    months: [
      [2026, 7],
      [2026, 8],
      [2026, 9],
    ],
    step: 1,
    perMonth: [20, 30],
    monthly: [
      { text: '振込|ｶ)ﾔﾏﾄｼｮｳｼﾞ', min: 312_000, max: 338_000, in: true, day: 25 },
      { text: '口座振替|ﾄｳｷﾖｳﾃﾞﾝﾘﾖｸ', min: 6_800, max: 11_900, day: 27 },
      { text: '口座振替|ﾄｳｷﾖｳｶﾞｽ', min: 3_900, max: 6_400, day: 27 },
      { text: '振込|ﾀﾅｶ ｱｷﾗ ﾔﾁﾝ', min: 98_000, max: 98_000, day: 27 },
    ],
    everyday: [
      { text: 'デビット|ｾﾌﾞﾝｲﾚﾌﾞﾝ', min: 180, max: 1_600, weight: 5 },
      { text: 'デビット|ﾛ-ｿﾝ', min: 150, max: 1_300, weight: 3 },
      { text: 'デビット|ｱﾏｿﾞﾝ ｼﾞﾔﾊﾟﾝ', min: 980, max: 15_800, weight: 2 },
      { text: 'デビット|ﾕﾆｸﾛ', min: 1_990, max: 8_990, weight: 1 },
      { text: 'デビット|ｽｷﾔ', min: 450, max: 1_200, weight: 2 },
      { text: 'カード|ｼﾞｴｲｱ-ﾙﾋｶﾞｼﾆﾎﾝ', min: 1_000, max: 5_000, weight: 2 },
      { text: '振込|ｻﾄｳ ﾊﾅｺ', min: 3_000, max: 20_000, in: true, weight: 1 },
    ],
  };
  const rows = withBalances(makeHistory(spec), 412_380);
  const fmt = (m: number) => formatMinor(Math.abs(m), 0, { decimal: '.', group: ',' });
  const lines = [
    csvLine(
      [
        '日付',
        '摘要',
        '摘要内容',
        '支払い金額',
        '預かり金額',
        '差引残高',
        'メモ',
        '未資金化区分',
        '入払区分',
      ],
      ',',
      true,
    ),
    ...rows.map((r) => {
      const [y, m, d] = ymd(r.date);
      const [kind, detail] = r.description.split('|');
      const out = r.amountMinor < 0;
      return csvLine(
        [
          `${y}/${m}/${d}`,
          kind ?? '',
          detail ?? '',
          out ? fmt(r.amountMinor) : '',
          out ? '' : fmt(r.amountMinor),
          fmt(r.balanceMinor ?? 0),
          '',
          '',
          out ? '支払い' : '入金',
        ],
        ',',
        true,
      );
    }),
  ];
  return [
    {
      fileName: 'mufg_meisai_202607-202609.csv',
      bytes: iconv.encode(lines.join('\r\n') + '\r\n', 'Shift_JIS'),
      account: 'mufg',
      bank: 'MUFG Bank',
      country: 'Japan',
      currency: 'JPY',
      exponent: 0,
      rows,
      hasBalance: true,
      hasCategory: false,
      namesCurrency: false,
      local: WORDS.ja,
      nickname: 'MUFG',
      partyOf: (r: Row) => r.description.split('|')[1] ?? '',
      layout:
        'CSV , Shift_JIS, all cells quoted, yen with thousands commas, split 支払い/預かり columns',
    },
  ];
}
