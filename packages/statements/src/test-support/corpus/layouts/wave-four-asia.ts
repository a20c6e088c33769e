import { day, money, type DateCell } from '../cells';
import type { Entry } from '../history';
import { expectedOf, ordered, type TableLayout } from '../layout';

/**
 * Wave four, Asia: OCBC's CSV with balances labelled above the table and each description's
 * second line on a row of its own; IDFC FIRST's statement with its summary as a row of labels
 * over a row of figures; BRI's rupiah PDF with a time after the date and `0,00` in the unused
 * money column; Mizuho's Shift_JIS CSV with `YYYY.MM.DD` dates and ideographic spaces.
 */
const out = (entries: Entry[]) => entries.reduce((sum, e) => sum + Math.min(e.amountMinor, 0), 0);
const into = (entries: Entry[]) => entries.reduce((sum, e) => sum + Math.max(e.amountMinor, 0), 0);

export const ocbc: TableLayout = {
  kind: 'table',
  name: 'sg-ocbc-360',
  country: 'SG',
  history: { region: 'sg', currency: 'SGD' },
  formats: ['csv'],
  // Newest first; the kind of transaction on the dated row and the payee and reference on the
  // undated row under it; the currency in the money headers; no running balance.
  sheet(history) {
    const sgd = (minor: number) => money(minor, { group: ',', sign: 'none' });
    const dmy = (iso: string) => day(iso, 'DD/MM/YYYY');
    const lines = (e: Entry): [string, string] =>
      e.kind === 'shop'
        ? ['DEBIT PURCHASE', `${e.name} SINGAPORE SG ${day(e.date, 'DDMMM').text.toUpperCase()}`]
        : e.kind === 'bill'
          ? ['GIRO - PAYMENT', `${e.name} ${e.reference}`]
          : ['FUNDS TRANSFER', `${e.name} OTHR ${e.reference}`];
    const rows = ordered(history, true).flatMap((e) => {
      const [kind, detail] = lines(e);
      return [
        [
          dmy(e.date),
          dmy(e.date),
          kind,
          e.amountMinor < 0 ? sgd(e.amountMinor) : '',
          e.amountMinor > 0 ? sgd(e.amountMinor) : '',
        ],
        ['', '', detail, '', ''],
      ];
    });
    const balance = sgd(history.closingMinor);
    return {
      rows: [
        ['Account details for:', '360 Account 601-123456-001'],
        ['Available Balance', balance],
        ['Ledger Balance', balance],
        [],
        ['Transaction History'],
        ['Transaction date', 'Value date', 'Description', 'Withdrawals (SGD)', 'Deposits (SGD)'],
        ...rows,
      ],
      header: 5,
      expected: expectedOf(history, {
        describe: (e) => lines(e).join(' '),
        currency: 'SGD',
        newestFirst: true,
        // The ledger balance is the account's when the history was exported, which nothing in
        // the file dates: it may be after the last transaction, so it is no closing balance (as
        // the real OCBC export of this layout, bank2ynab's, is read).
        closing: false,
      }),
    };
  },
};

export const idfc: TableLayout = {
  kind: 'table',
  name: 'in-idfc-savings',
  country: 'IN',
  history: { region: 'in', currency: 'INR', scale: 80 },
  formats: ['xlsx', 'pdf'],
  nativeCells: true,
  pdfExactWidths: true,
  // `15-Mar-2024`; lakh grouping; the account summary as four labels over four figures above
  // the table; an empty cheque number column; an end-of-statement line.
  sheet(history) {
    const inr = (minor: number) => money(minor, { group: 'indian', sign: 'none' });
    const dmy = (iso: string) => day(iso, 'DD-MMM-YYYY');
    const rows = history.entries.map((e) => [
      dmy(e.date),
      dmy(e.date),
      e.name,
      '',
      e.amountMinor < 0 ? inr(e.amountMinor) : '',
      e.amountMinor > 0 ? inr(e.amountMinor) : '',
      inr(e.balanceMinor),
    ]);
    return {
      rows: [
        ['IDFC FIRST Bank'],
        ['STATEMENT OF ACCOUNT'],
        ['CUSTOMER NAME', 'RAHUL SHARMA'],
        ['ACCOUNT NUMBER', '10012345678'],
        ['ACCOUNT TYPE', 'SAVINGS ACCOUNT'],
        ['CURRENCY', 'INR'],
        ['STATEMENT PERIOD', `${dmy(history.start).text} to ${dmy(history.end).text}`],
        [],
        ['ACCOUNT SUMMARY'],
        ['Opening Balance', 'Total Debit', 'Total Credit', 'Closing Balance'],
        [
          inr(history.openingMinor),
          inr(out(history.entries)),
          inr(into(history.entries)),
          inr(history.closingMinor),
        ],
        [],
        [
          'Transaction Date',
          'Value Date',
          'Particulars',
          'Cheque No.',
          'Debit',
          'Credit',
          'Balance',
        ],
        ...rows,
        [],
        ['*** END OF STATEMENT ***'],
      ],
      header: 12,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'INR',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const bri: TableLayout = {
  kind: 'table',
  name: 'id-bri-tabungan',
  country: 'ID',
  history: { region: 'id', currency: 'IDR', scale: 15_000 },
  formats: ['pdf'],
  pdfExactWidths: true,
  // `DD/MM/YY HH:MM:SS`; `1.234.500,00` in Debet and Kredit with `0,00` in the one not used; a
  // teller id between the text and the money; the totals and balances as lines under the table.
  sheet(history) {
    const idr = (minor: number) => money(minor, { decimal: ',', group: '.', sign: 'none' });
    const stamp = (e: Entry, index: number): DateCell => ({
      text: `${day(e.date, 'DD/MM/YY').text} ${String(8 + (index % 12)).padStart(2, '0')}:${String((index * 23) % 60).padStart(2, '0')}:${String((index * 41) % 60).padStart(2, '0')}`,
      iso: e.date,
    });
    const rows = history.entries.map((e, index) => [
      stamp(e, index),
      e.name,
      e.kind === 'income' ? '0000093' : '8888001',
      idr(Math.min(e.amountMinor, 0)),
      idr(Math.max(e.amountMinor, 0)),
      idr(e.balanceMinor),
    ]);
    const line = (label: string, minor: number) => [`${label} : ${idr(minor).text}`];
    return {
      rows: [
        ['PT. BANK RAKYAT INDONESIA (PERSERO) Tbk.'],
        ['LAPORAN TRANSAKSI FINANSIAL'],
        ['No. Rekening : 0123-01-012345-50-1   Mata Uang : IDR'],
        [
          `Periode Transaksi : ${day(history.start, 'DD/MM/YY').text} - ${day(history.end, 'DD/MM/YY').text}`,
        ],
        ['Tanggal Transaksi', 'Uraian Transaksi', 'Teller', 'Debet', 'Kredit', 'Saldo'],
        ...rows,
        [],
        line('Saldo Awal', history.openingMinor),
        line('Total Transaksi Debet', out(history.entries)),
        line('Total Transaksi Kredit', into(history.entries)),
        line('Saldo Akhir', history.closingMinor),
      ],
      header: 4,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'IDR',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const mizuho: TableLayout = {
  kind: 'table',
  name: 'jp-mizuho-futsu',
  country: 'JP',
  history: { region: 'jp', currency: 'JPY', scale: 1.5 },
  formats: ['csv'],
  csv: { encoding: 'shift_jis', quote: 'all', eol: '\r\n' },
  // A preamble with the account and period; `2024.03.15`; whole yen with comma groups in
  // withdrawal and deposit columns headed `（円）`; the kind and the payee parted by an
  // ideographic space; an empty memo column.
  sheet(history) {
    const yen = (minor: number) => money(minor, { exponent: 0, group: ',', sign: 'none' });
    const dotted = (iso: string) => day(iso, 'YYYY.MM.DD');
    const summary = (e: Entry) =>
      e.kind === 'shop'
        ? `カード\u3000${e.name}`
        : e.kind === 'bill'
          ? `口座振替\u3000${e.name}`
          : `振込\u3000${e.name}`;
    const rows = history.entries.map((e) => [
      dotted(e.date),
      summary(e),
      e.amountMinor < 0 ? yen(e.amountMinor) : '',
      e.amountMinor > 0 ? yen(e.amountMinor) : '',
      yen(e.balanceMinor),
      '',
    ]);
    return {
      rows: [
        ['入出金明細照会'],
        ['口座', '普通預金 1234567'],
        ['照会期間', `${dotted(history.start).text} - ${dotted(history.end).text}`],
        [],
        ['日付', '摘要', 'お引出金額（円）', 'お預入金額（円）', '残高（円）', 'メモ'],
        ...rows,
      ],
      header: 4,
      expected: expectedOf(history, {
        describe: (e) => summary(e).replace(/\s+/g, ' '),
        currency: 'JPY',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const WAVE_FOUR_ASIA = [ocbc, idfc, bri, mizuho];
