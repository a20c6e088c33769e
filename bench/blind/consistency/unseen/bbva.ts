import * as XLSX from '@e965/xlsx';
import { makeHistory, type AccountSpec } from '../lib/history';
import { formatMinor, withBalances, type Row, type StatementFile } from '../lib/model';
import { WORDS } from '../lib/words';
import { SEED, dmy } from './shared';

export function bbva(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 4,
    account: 'bbva',
    months: [
      [2026, 7],
      [2026, 8],
      [2026, 9],
    ],
    step: 1,
    perMonth: [20, 28],
    monthly: [
      {
        text: 'SPEI RECIBIDO CEMEX SAB DE CV NOMINA',
        min: 3_850_000,
        max: 3_850_000,
        in: true,
        day: 15,
      },
      { text: 'PAGO RENTA DEPTO ROMA NORTE', min: 1_450_000, max: 1_450_000, day: 1 },
      { text: 'PAGO CFE SUMINISTRADOR', min: 45_000, max: 98_000, day: 20 },
    ],
    everyday: [
      { text: 'OXXO SUCURSAL {n}', min: 2_500, max: 38_000, weight: 5 },
      { text: 'WALMART SUPERCENTER', min: 35_000, max: 280_000, weight: 3 },
      { text: 'UBER EATS MX', min: 12_000, max: 45_000, weight: 3 },
      { text: 'PEMEX GASOLINERA', min: 50_000, max: 120_000, weight: 2 },
      { text: 'MERCADO PAGO', min: 9_900, max: 250_000, weight: 2 },
      { text: 'SPEI RECIBIDO LUIS HERNANDEZ', min: 50_000, max: 400_000, in: true, weight: 1 },
    ],
  };
  const rows = withBalances(makeHistory(spec), 4_523_011);
  const money = (m: number) => `$${formatMinor(Math.abs(m), 2, { decimal: '.', group: ',' })}`;
  const aoa: (string | null)[][] = [
    ['BBVA México, S.A.'],
    ['Cuenta', 'Libretón Básico ****4321'],
    ['Divisa', 'MXN'],
    ['Periodo', '01/07/2026 al 30/09/2026'],
    [],
    ['Fecha', 'Descripción', 'Cargo', 'Abono', 'Saldo'],
    ...rows.map((r) => [
      dmy(r.date, '/'),
      r.description,
      r.amountMinor < 0 ? money(r.amountMinor) : '',
      r.amountMinor > 0 ? money(r.amountMinor) : '',
      money(r.balanceMinor ?? 0),
    ]),
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(aoa), 'Movimientos');
  const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  return [
    {
      fileName: 'movimientos_bbva_jul-sep.xlsx',
      bytes: new Uint8Array(bytes),
      account: 'bbva',
      bank: 'BBVA México',
      country: 'Mexico',
      currency: 'MXN',
      exponent: 2,
      rows,
      hasBalance: true,
      hasCategory: false,
      namesCurrency: true,
      local: WORDS.es,
      nickname: 'BBVA',
      period: { start: '2026-07-01', end: '2026-09-30' },
      layout: 'XLSX, amounts as text "$1,234.56", Divisa MXN',
      partyOf: (r: Row) => r.description.replace(/ \d{6}$/, ''),
    },
  ];
}
