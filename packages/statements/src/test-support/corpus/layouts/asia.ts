import { day, money } from '../cells';
import { expectedOf, joinParts, type TableLayout } from '../layout';

/** Indonesia and Thailand: CR/DB after the amount, opening and closing lines, Thai script. */
const IDR = { region: 'id', currency: 'IDR', scale: 15_000 } as const;

export const bca: TableLayout = {
  kind: 'table',
  name: 'id-bca-tahapan',
  country: 'ID',
  history: IDR,
  formats: ['csv'],
  // One unsigned amount marked DB or CR, the balance, then opening, turnover and closing lines.
  sheet(history) {
    const idr = (minor: number) => money(minor, { group: ',', sign: 'none' });
    const rows = history.entries.map((e) => [
      day(e.date, 'DD/MM/YYYY'),
      `${e.kind === 'income' ? 'TRSF E-BANKING CR' : 'TRSF E-BANKING DB'} ${e.name}`,
      '0000',
      `${idr(e.amountMinor).text} ${e.amountMinor < 0 ? 'DB' : 'CR'}`,
      idr(e.balanceMinor),
    ]);
    const sum = (sign: number) =>
      history.entries
        .filter((e) => Math.sign(e.amountMinor) === sign)
        .reduce((s, e) => s + e.amountMinor, 0);
    return {
      rows: [
        ['No. rekening', '=', "'0123456789"],
        ['Nama', '=', 'BUDI SANTOSO'],
        [
          'Periode',
          '=',
          `${day(history.start, 'DD/MM/YYYY').text} - ${day(history.end, 'DD/MM/YYYY').text}`,
        ],
        ['Mata Uang', '=', 'IDR'],
        [],
        ['Tanggal Transaksi', 'Keterangan', 'Cabang', 'Jumlah', 'Saldo'],
        ...rows,
        [],
        ['Saldo Awal', '=', idr(history.openingMinor)],
        ['Mutasi Kredit', '=', idr(sum(1))],
        ['Mutasi Debet', '=', idr(sum(-1))],
        ['Saldo Akhir', '=', idr(history.closingMinor)],
      ],
      header: 5,
      expected: expectedOf(history, {
        describe: (e) =>
          `${e.kind === 'income' ? 'TRSF E-BANKING CR' : 'TRSF E-BANKING DB'} ${e.name}`,
        currency: 'IDR',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const mandiri: TableLayout = {
  kind: 'table',
  name: 'id-mandiri-tabungan',
  country: 'ID',
  history: IDR,
  formats: ['xlsx', 'pdf'],
  // Dot thousands and comma decimals, Debet and Kredit with 0,00 on the unused side.
  sheet(history) {
    const idr = (minor: number) => money(minor, { decimal: ',', group: '.', sign: 'none' });
    const rows = history.entries.map((e) => [
      day(e.date, 'DD/MM/YYYY'),
      e.name,
      e.reference,
      idr(e.amountMinor < 0 ? e.amountMinor : 0),
      idr(e.amountMinor > 0 ? e.amountMinor : 0),
      idr(e.balanceMinor),
    ]);
    return {
      rows: [
        ['Mutasi Rekening'],
        ['Nomor Rekening : 1230001234567', 'Mata Uang : IDR'],
        [],
        ['Tanggal', 'Keterangan', 'No Referensi', 'Debet', 'Kredit', 'Saldo'],
        ...rows,
      ],
      header: 3,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'IDR',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const kbank: TableLayout = {
  kind: 'table',
  name: 'th-kbank-savings',
  country: 'TH',
  history: { region: 'th', currency: 'THB', scale: 35 },
  formats: ['csv', 'html'],
  csv: { bom: true },
  // Thai headers, a time column, the kind of transaction apart from its details.
  sheet(history) {
    const what = (kind: string) =>
      kind === 'shop' ? 'ชำระเงิน' : kind === 'bill' ? 'โอนเงิน' : 'รับโอนเงิน';
    const baht = (minor: number) => money(minor, { group: ',', sign: 'none' });
    const rows = history.entries.map((e, index) => [
      day(e.date, 'DD-MM-YY'),
      `${String(7 + (index % 14)).padStart(2, '0')}:${String((index * 13) % 60).padStart(2, '0')}`,
      what(e.kind),
      e.amountMinor < 0 ? baht(e.amountMinor) : '',
      e.amountMinor > 0 ? baht(e.amountMinor) : '',
      baht(e.balanceMinor),
      'K PLUS',
      e.name,
    ]);
    return {
      rows: [
        ['ธนาคารกสิกรไทย', 'เลขที่บัญชี 123-4-56789-0', 'สกุลเงิน', 'THB'],
        [],
        ['วันที่', 'เวลา', 'รายการ', 'ถอนเงิน', 'ฝากเงิน', 'ยอดคงเหลือ', 'ช่องทาง', 'รายละเอียด'],
        ...rows,
      ],
      header: 2,
      expected: expectedOf(history, {
        describe: (e) => joinParts(what(e.kind), e.name),
        currency: 'THB',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const ASIA = [bca, mandiri, kbank];
