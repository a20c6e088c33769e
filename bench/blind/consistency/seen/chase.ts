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

// ---------- Chase, United States, USD ----------
export function chase(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 7,
    account: 'chase',
    months: [
      [2026, 8],
      [2026, 9],
      [2026, 10],
      [2026, 11],
    ],
    step: 1,
    perMonth: [16, 24],
    monthly: [
      {
        text: 'ACH_CREDIT|ACME CORP PAYROLL PPD ID: 9111111101',
        min: 412_500,
        max: 412_500,
        in: true,
        day: 15,
      },
      {
        text: 'ACH_DEBIT|GREYSTAR RENT PMT WEB ID: 1234567890',
        min: 185_000,
        max: 185_000,
        day: 1,
      },
      { text: 'ACH_DEBIT|CON ED OF NY CECONY WEB ID: {n}', min: 7_412, max: 14_980, day: 11 },
      { text: 'DEBIT_CARD|NETFLIX.COM NETFLIX.COM CA', min: 1_549, max: 1_549, day: 17 },
    ],
    everyday: [
      { text: 'DEBIT_CARD|TRADER JOE S #554 NEW YORK NY', min: 1_250, max: 9_875, weight: 5 },
      { text: 'DEBIT_CARD|STARBUCKS STORE 11742 NEW YORK NY', min: 395, max: 1_280, weight: 4 },
      { text: 'DEBIT_CARD|UBER *TRIP HELP.UBER.COM CA', min: 1_140, max: 4_890, weight: 2 },
      { text: 'DEBIT_CARD|AMAZON.COM*RT4H21 AMZN.COM/BILL WA', min: 1_299, max: 15_999, weight: 3 },
      { text: 'DEBIT_CARD|CVS/PHARMACY #02117 NEW YORK NY', min: 480, max: 4_230, weight: 2 },
      {
        text: 'QUICKPAY_CREDIT|Zelle payment from JESSICA LEE {n}',
        min: 2_000,
        max: 30_000,
        in: true,
        weight: 1,
      },
    ],
  };
  const rows = withBalances(makeHistory(spec), 523_417);
  const fmt = (m: number) => formatMinor(m, 2, { decimal: '.', group: '' });
  const date = (d: string) => {
    const [y, m, day] = ymd(d);
    return `${pad2(m)}/${pad2(day)}/${y}`;
  };
  // Chase lists the newest first.
  const lines = [
    'Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #,',
    ...[...rows].reverse().map((r) => {
      const [type, text] = r.description.split('|');
      return `${csvLine([r.amountMinor < 0 ? 'DEBIT' : 'CREDIT', date(r.date), text ?? '', fmt(r.amountMinor), type ?? '', fmt(r.balanceMinor ?? 0), ''], ',')},`;
    }),
  ];
  return [
    {
      fileName: 'Chase1234_Activity_20261130.CSV',
      bytes: enc(lines.join('\n') + '\n'),
      account: 'chase',
      bank: 'Chase',
      country: 'United States',
      currency: 'USD',
      exponent: 2,
      rows,
      hasBalance: true,
      hasCategory: false,
      namesCurrency: false,
      local: WORDS.en,
      nickname: 'Chase',
      partyOf: (r: Row) => r.description.split('|')[1] ?? '',
      layout:
        'CSV , newest first, MM/DD/YYYY, signed Amount, Balance, trailing comma, no currency named',
    },
  ];
}
