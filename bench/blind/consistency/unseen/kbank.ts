import { makeHistory, type AccountSpec } from '../lib/history';
import {
  csvLine,
  formatMinor,
  pad2,
  withBalances,
  type Row,
  type StatementFile,
} from '../lib/model';
import { WORDS } from '../lib/words';
import { SEED, enc, ymd } from './shared';

export function kbank(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 3,
    account: 'kbank',
    months: [
      [2026, 6],
      [2026, 7],
      [2026, 8],
    ],
    step: 25,
    perMonth: [22, 30],
    monthly: [
      {
        text: 'รับโอนเงิน|SIAM CEMENT PCL เงินเดือน',
        min: 5_850_000,
        max: 5_850_000,
        in: true,
        day: 28,
      },
      { text: 'โอนเงิน|ค่าเช่าคอนโด คุณสมชาย', min: 1_200_000, max: 1_200_000, day: 1 },
      { text: 'ชำระเงิน|การไฟฟ้านครหลวง', min: 95_000, max: 245_000, day: 14 },
    ],
    everyday: [
      { text: 'ชำระเงิน|7-ELEVEN', min: 2_500, max: 45_000, weight: 5 },
      { text: 'ชำระเงิน|LINE MAN', min: 9_000, max: 38_000, weight: 3 },
      { text: 'ชำระเงิน|BTS SKYTRAIN', min: 1_700, max: 6_200, weight: 3 },
      { text: 'ชำระเงิน|TOPS MARKET', min: 15_000, max: 220_000, weight: 2 },
      { text: 'ชำระเงิน|SHOPEE', min: 9_900, max: 159_000, weight: 2 },
      { text: 'รับโอนเงิน|นางสาว มาลี ใจดี', min: 50_000, max: 500_000, in: true, weight: 1 },
    ],
  };
  const rows = withBalances(makeHistory(spec), 8_425_050);
  const fmt = (m: number) => formatMinor(Math.abs(m), 2, { decimal: '.', group: ',' });
  const be = (d: string) => {
    const [y, m, day] = ymd(d);
    return `${pad2(day)}/${pad2(m)}/${y + 543}`;
  };
  const lines = [
    csvLine(['ธนาคารกสิกรไทย', '', '', '', '', '', '', ''], ','),
    csvLine(['เลขที่บัญชี', '123-4-56789-0', '', '', '', '', '', ''], ','),
    csvLine(
      [
        'วันที่',
        'เวลา',
        'รายการ',
        'ถอนเงิน (บาท)',
        'ฝากเงิน (บาท)',
        'ยอดคงเหลือ (บาท)',
        'ช่องทาง',
        'รายละเอียด',
      ],
      ',',
    ),
    ...rows.map((r, i) => {
      const [kind, detail] = r.description.split('|');
      return csvLine(
        [
          be(r.date),
          `${pad2(7 + (i % 14))}:${pad2((i * 11) % 60)}`,
          kind ?? '',
          r.amountMinor < 0 ? fmt(r.amountMinor) : '',
          r.amountMinor > 0 ? fmt(r.amountMinor) : '',
          fmt(r.balanceMinor ?? 0),
          'K PLUS',
          detail ?? '',
        ],
        ',',
      );
    }),
  ];
  return [
    {
      fileName: 'KBank_statement_Jun-Aug.csv',
      bytes: enc('\ufeff' + lines.join('\r\n') + '\r\n'),
      account: 'kbank',
      bank: 'Kasikornbank',
      country: 'Thailand',
      currency: 'THB',
      exponent: 2,
      rows,
      hasBalance: true,
      hasCategory: false,
      namesCurrency: true,
      local: WORDS.th,
      nickname: 'KBank',
      layout: 'CSV , Thai headers with (บาท), Buddhist-era dates',
      partyOf: (r: Row) => r.description.split('|')[1] ?? '',
    },
  ];
}
