import iconv from 'iconv-lite';
import { makeHistory, window, type AccountSpec } from '../lib/history';
import { csvLine, formatMinor, withBalances, type Row, type StatementFile } from '../lib/model';
import { WORDS } from '../lib/words';
import { SEED } from './shared';

// ---------- OTP Bank, Hungary, HUF ----------
export function otp(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 1,
    account: 'otp',
    months: [
      [2026, 6],
      [2026, 7],
      [2026, 8],
      [2026, 9],
    ],
    step: 100,
    perMonth: [22, 30],
    monthly: [
      {
        text: 'Munkabér - Dunai Logisztika Kft.',
        min: 61_500_000,
        max: 64_800_000,
        in: true,
        day: 10,
      },
      { text: 'Albérlet díj - Kovács Péter', min: 18_500_000, max: 18_500_000, day: 5 },
      { text: 'Csoportos beszedés - ELMŰ-ÉMÁSZ', min: 980_000, max: 1_650_000, day: 14 },
      { text: 'Csoportos beszedés - Telekom', min: 799_000, max: 799_000, day: 20 },
    ],
    everyday: [
      { text: 'Vásárlás kártyával - SPAR MAGYARORSZAG', min: 150_000, max: 2_450_000, weight: 5 },
      { text: 'Vásárlás kártyával - LIDL BUDAPEST', min: 120_000, max: 1_890_000, weight: 4 },
      { text: 'Vásárlás kártyával - MOL TOLTOALLOMAS', min: 900_000, max: 2_600_000, weight: 2 },
      { text: 'Vásárlás kártyával - BKK AUTOMATA', min: 45_000, max: 950_000, weight: 2 },
      { text: 'Vásárlás kártyával - WOLT', min: 350_000, max: 1_200_000, weight: 2 },
      { text: 'Vásárlás kártyával - DM DROGERIE', min: 190_000, max: 980_000, weight: 2 },
      {
        text: 'Átutalás jóváírás - Nagy Eszter',
        min: 500_000,
        max: 4_500_000,
        in: true,
        weight: 1,
      },
    ],
  };
  const all = withBalances(makeHistory(spec), 45_210_000);
  const fmt = (m: number) => formatMinor(m, 2, { decimal: ',', group: '', printedDecimals: 0 });
  const date = (d: string) => `${d.replace(/-/g, '.')}.`;
  const file = (rows: Row[]) => {
    const lines = [
      csvLine(
        [
          'Könyvelés dátuma',
          'Értéknap',
          'Típus',
          'Összeg',
          'Pénznem',
          'Egyenleg',
          'Partner neve',
          'Közlemény',
        ],
        ';',
      ),
      ...rows.map((r) => {
        const [type, partner] = r.description.split(' - ');
        return csvLine(
          [
            date(r.date),
            date(r.date),
            type ?? '',
            fmt(r.amountMinor),
            'HUF',
            fmt(r.balanceMinor ?? 0),
            partner ?? '',
            r.description,
          ],
          ';',
        );
      }),
    ];
    return iconv.encode(lines.join('\r\n') + '\r\n', 'win1250');
  };
  const base = {
    account: 'otp',
    bank: 'OTP Bank',
    country: 'Hungary',
    currency: 'HUF',
    exponent: 2,
    hasBalance: true,
    hasCategory: false,
    namesCurrency: true,
    local: WORDS.hu,
    nickname: 'OTP',
    partyOf: (r: Row) => r.description.split(' - ')[1] ?? '',
    layout: 'CSV ; Windows-1250, whole forints without decimals, Pénznem column, running balance',
  };
  const a = window(all, '2026-06-01', '2026-08-31');
  const b = window(all, '2026-07-01', '2026-09-30');
  return [
    { ...base, fileName: 'otp_szamlatortenet_20260601_20260831.csv', rows: a, bytes: file(a) },
    { ...base, fileName: 'OTP tranzakciok jul-szept.csv', rows: b, bytes: file(b) },
  ];
}
