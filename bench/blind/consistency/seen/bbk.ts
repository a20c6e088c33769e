import * as XLSX from '@e965/xlsx';
import { makeHistory, type AccountSpec } from '../lib/history';
import { pad2, withBalances, type Row, type StatementFile } from '../lib/model';
import { WORDS } from '../lib/words';
import { SEED, ymd, MON } from './shared';

// ---------- Bank of Bahrain and Kuwait, BHD ----------
export function bbk(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 3,
    account: 'bbk',
    months: [
      [2026, 6],
      [2026, 7],
      [2026, 8],
    ],
    step: 5,
    perMonth: [18, 28],
    monthly: [
      { text: 'SALARY CREDIT GULF AIR B.S.C.', min: 845_000, max: 872_500, in: true, day: 28 },
      { text: 'STANDING ORDER RENT FLAT 21 BLDG 455 JUFFAIR', min: 280_000, max: 280_000, day: 1 },
      { text: 'EWA BILL PAYMENT {n}', min: 14_250, max: 38_900, day: 12 },
      { text: 'BATELCO POSTPAID {n}', min: 12_500, max: 12_500, day: 18 },
    ],
    everyday: [
      { text: 'POS PURCHASE LULU HYPERMARKET SEEF', min: 2_350, max: 48_750, weight: 5 },
      { text: 'POS PURCHASE ALAREEN COFFEE', min: 1_200, max: 4_500, weight: 3 },
      { text: 'POS PURCHASE BAPCO STATION', min: 3_000, max: 12_000, weight: 2 },
      { text: 'POS PURCHASE TALABAT', min: 2_800, max: 9_950, weight: 3 },
      { text: 'POS PURCHASE CITY CENTRE BAHRAIN', min: 5_500, max: 65_000, weight: 2 },
      { text: 'FAWRI+ TRANSFER FROM AHMED ALI', min: 10_000, max: 150_000, in: true, weight: 1 },
    ],
  };
  const rows = withBalances(makeHistory(spec), 1_245_380);
  const date = (d: string) => {
    const [y, m, day] = ymd(d);
    return `${pad2(day)}-${MON[m - 1]}-${y}`;
  };
  const major = (minor: number) => Math.abs(minor) / 1000;
  const aoa: (string | number | null)[][] = [
    ['Bank of Bahrain and Kuwait B.S.C.'],
    ['Account Statement'],
    ['Account Number', '0012-345678-001'],
    ['Account Name', 'MR SAYED HUSSAIN ALAWI'],
    ['Currency', 'BHD'],
    ['Period', '01/06/2026 To 31/08/2026'],
    [],
    ['Post Date', 'Value Date', 'Narration', 'Cheque/Ref No', 'Debit', 'Credit', 'Balance'],
    ...rows.map((r, i) => [
      date(r.date),
      date(r.date),
      r.description,
      `FT26${String(100000 + i * 37)}`,
      r.amountMinor < 0 ? major(r.amountMinor) : null,
      r.amountMinor > 0 ? major(r.amountMinor) : null,
      (r.balanceMinor ?? 0) / 1000,
    ]),
  ];
  const sheet = XLSX.utils.aoa_to_sheet(aoa);
  for (const address of Object.keys(sheet)) {
    const cell = sheet[address] as XLSX.CellObject | undefined;
    if (!address.startsWith('!') && cell && cell.t === 'n') cell.z = '#,##0.000';
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Statement');
  const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  return [
    {
      fileName: 'BBK_Account_Statement_Jun-Aug_2026.xlsx',
      bytes: new Uint8Array(bytes),
      account: 'bbk',
      bank: 'BBK',
      country: 'Bahrain',
      currency: 'BHD',
      exponent: 3,
      rows,
      hasBalance: true,
      hasCategory: false,
      namesCurrency: true,
      local: WORDS.ar,
      nickname: 'BBK',
      period: { start: '2026-06-01', end: '2026-08-31' },
      partyOf: (r: Row) => r.description,
      layout: 'XLSX, preamble with Currency BHD, numeric cells #,##0.000, Debit/Credit, balance',
    },
  ];
}
