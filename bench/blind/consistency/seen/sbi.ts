import { makeHistory, type AccountSpec } from '../lib/history';
import { formatMinor, withBalances, type Row, type StatementFile } from '../lib/model';
import { WORDS } from '../lib/words';
import { SEED, enc, ymd, MON } from './shared';

// ---------- State Bank of India, INR ----------
export function sbi(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 8,
    account: 'sbi',
    months: [
      [2026, 7],
      [2026, 8],
      [2026, 9],
    ],
    step: 100,
    perMonth: [22, 32],
    monthly: [
      {
        text: 'BY TRANSFER-NEFT*HDFC0000240*N{n}*INFOSYS LIMITED',
        min: 14_350_000,
        max: 14_350_000,
        in: true,
        day: 30,
      },
      {
        text: 'TO TRANSFER-UPI/DR/{n}/MEENA IYER/SBIN/rent',
        min: 3_200_000,
        max: 3_200_000,
        day: 3,
      },
      {
        text: 'TO TRANSFER-UPI/DR/{n}/BESCOM/YESB/electricity',
        min: 145_000,
        max: 389_000,
        day: 12,
      },
      { text: 'DEBIT-ACHDr NACH00000000{n} LIC OF INDIA', min: 1_215_000, max: 1_215_000, day: 10 },
    ],
    everyday: [
      { text: 'TO TRANSFER-UPI/DR/{n}/SWIGGY/AXIS/Swiggy', min: 18_900, max: 125_000, weight: 4 },
      {
        text: 'TO TRANSFER-UPI/DR/{n}/BIGBASKET/ICIC/bigbasket',
        min: 45_000,
        max: 385_000,
        weight: 4,
      },
      { text: 'TO TRANSFER-UPI/DR/{n}/ZOMATO/HDFC/zomato', min: 22_000, max: 98_000, weight: 3 },
      {
        text: 'TO TRANSFER-UPI/DR/{n}/INDIAN OIL/SBIN/petrol',
        min: 100_000,
        max: 350_000,
        weight: 2,
      },
      {
        text: 'TO TRANSFER-UPI/DR/{n}/AMAZON PAY/YESB/amazon',
        min: 39_900,
        max: 1_899_900,
        weight: 2,
      },
      {
        text: 'BY TRANSFER-UPI/CR/{n}/ARJUN NAIR/KKBK/UPI',
        min: 50_000,
        max: 2_500_000,
        in: true,
        weight: 1,
      },
    ],
  };
  const rows = withBalances(makeHistory(spec), 28_745_650);
  const fmt = (m: number) =>
    formatMinor(Math.abs(m), 2, { decimal: '.', group: ',', grouping: 'indian' });
  const date = (d: string) => {
    const [y, m, day] = ymd(d);
    return `${day} ${MON[m - 1]} ${y}`;
  };
  const lines = [
    'Account Name       :\tMr. RAHUL SHARMA',
    'Address            :\t12 MG ROAD, BENGALURU',
    'Date               :\t7 Dec 2026',
    'Account Number     :\t_00000031234567890',
    'Account Description:\tREGULAR SB CHQ-INDIVIDUALS',
    'Branch             :\tMG ROAD BANGALORE',
    'Drawing Power      :\t0.00',
    'Interest Rate(% p.a.):\t2.7',
    'MOD Balance        :\t0.00',
    'CIF No.            :\t_85012345678',
    'IFS Code           :\tSBIN0004567',
    'MICR Code          :\t560002012',
    `Balance as on 1 Jul 2026 :\t${fmt(28_745_650)}`,
    '',
    'Account Statement from 1 Jul 2026 to 30 Sep 2026',
    '',
    'Txn Date\tValue Date\tDescription\tRef No./Cheque No.\t        Debit\tCredit\tBalance',
    ...rows.map((r, i) =>
      [
        date(r.date),
        date(r.date),
        r.description,
        `TRANSFER ${String(400000 + i * 13)}`,
        r.amountMinor < 0 ? fmt(r.amountMinor) : ' ',
        r.amountMinor > 0 ? fmt(r.amountMinor) : ' ',
        fmt(r.balanceMinor ?? 0),
      ].join('\t'),
    ),
    '**This is a computer generated statement and does not require a signature.',
  ];
  return [
    {
      fileName: 'SBI_Account_Statement_Jul-Sep.xls',
      bytes: enc(lines.join('\n') + '\n'),
      account: 'sbi',
      bank: 'State Bank of India',
      country: 'India',
      currency: 'INR',
      exponent: 2,
      rows,
      hasBalance: true,
      hasCategory: false,
      namesCurrency: false,
      local: WORDS.hinglish,
      nickname: 'SBI',
      period: { start: '2026-07-01', end: '2026-09-30' },
      partyOf: (r: Row) => r.description,
      layout:
        'tab-separated text saved as .xls, preamble, "5 Jul 2026", lakh grouping 1,43,500.00, footer',
    },
  ];
}
