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

// ---------- Bank Mandiri, Indonesia, IDR ----------
export function mandiri(): StatementFile[] {
  const spec: AccountSpec = {
    seed: SEED + 4,
    account: 'mandiri',
    months: [
      [2026, 8],
      [2026, 9],
      [2026, 10],
    ],
    step: 10_000,
    perMonth: [22, 32],
    monthly: [
      {
        text: 'TRANSFER GAJI PT SINAR MAS AGRO',
        min: 1_245_000_000,
        max: 1_310_000_000,
        in: true,
        day: 25,
      },
      { text: 'BAYAR KOS BU WATI', min: 250_000_000, max: 250_000_000, day: 2 },
      { text: 'PEMBAYARAN PLN PRABAYAR {n}', min: 20_000_000, max: 50_000_000, day: 6 },
      { text: 'PEMBAYARAN TELKOMSEL HALO', min: 15_000_000, max: 15_000_000, day: 15 },
    ],
    everyday: [
      { text: 'DEBIT QRIS INDOMARET', min: 1_500_000, max: 28_500_000, weight: 5 },
      { text: 'DEBIT QRIS ALFAMART', min: 1_200_000, max: 21_000_000, weight: 4 },
      { text: 'TOPUP GOPAY {n}', min: 5_000_000, max: 50_000_000, weight: 2 },
      { text: 'DEBIT QRIS KOPI KENANGAN', min: 1_800_000, max: 6_500_000, weight: 3 },
      { text: 'DEBIT TOKOPEDIA', min: 4_900_000, max: 89_000_000, weight: 2 },
      {
        text: 'TRANSFER MASUK DARI RINA PUSPITA',
        min: 10_000_000,
        max: 150_000_000,
        in: true,
        weight: 1,
      },
    ],
  };
  const rows = withBalances(makeHistory(spec), 823_450_000);
  const fmt = (m: number) => formatMinor(Math.abs(m), 2, { decimal: ',', group: '.' });
  const date = (d: string) => {
    const [y, m, day] = ymd(d);
    return `${pad2(day)}/${pad2(m)}/${y}`;
  };
  const lines = [
    csvLine(['Nomor Rekening', '1370012345678'], ','),
    csvLine(['Nama', 'BUDI SANTOSO'], ','),
    csvLine(['Periode', '01/08/2026 - 31/10/2026'], ','),
    csvLine(['Mata Uang', 'IDR'], ','),
    '',
    csvLine(['Tanggal', 'Keterangan', 'Debit', 'Kredit', 'Saldo'], ','),
    ...rows.map((r) =>
      csvLine(
        [
          date(r.date),
          r.description,
          r.amountMinor < 0 ? fmt(r.amountMinor) : '0,00',
          r.amountMinor > 0 ? fmt(r.amountMinor) : '0,00',
          fmt(r.balanceMinor ?? 0),
        ],
        ',',
        true,
      ),
    ),
  ];
  return [
    {
      fileName: 'Mutasi_Rekening_Mandiri_Agu-Okt_2026.csv',
      bytes: enc(lines.join('\n') + '\n'),
      account: 'mandiri',
      bank: 'Bank Mandiri',
      country: 'Indonesia',
      currency: 'IDR',
      exponent: 2,
      rows,
      hasBalance: true,
      hasCategory: false,
      namesCurrency: true,
      local: WORDS.id,
      nickname: 'Mandiri',
      period: { start: '2026-08-01', end: '2026-10-31' },
      partyOf: (r: Row) => r.description,
      layout:
        'CSV , preamble with Mata Uang IDR, 1.500.000,00 amounts, Debit/Kredit with 0,00, Saldo',
    },
  ];
}
