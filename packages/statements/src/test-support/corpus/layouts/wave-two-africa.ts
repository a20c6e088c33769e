import { day, money, type DateCell } from '../cells';
import type { Entry } from '../history';
import { expectedOf, ordered, type TableLayout } from '../layout';

/**
 * Wave two, Africa and the Gulf: FNB's and Standard Bank's record-type columns, the M-Pesa
 * statement's Paid In and Withdrawn (written negative), GTBank's summary block and remarks in the
 * last column, Emirates NBD's narrations.
 */
const compact = (iso: string) => day(iso, 'YYYYMMDD');
const ZAR = { region: 'za', currency: 'ZAR', scale: 18 } as const;

export const fnb: TableLayout = {
  kind: 'table',
  name: 'za-fnb-cheque',
  country: 'ZA',
  history: ZAR,
  formats: ['csv'],
  // Every line opens with its record type (2 details, 3 header, 5 transaction), newest first.
  sheet(history) {
    const describe = (e: Entry) =>
      e.kind === 'shop'
        ? `POS Purchase ${e.name} 412345*1234 ${day(e.date, 'DD MMM').text}`
        : e.kind === 'bill'
          ? `Internet Pmt To ${e.name}`
          : `FNB App Payment From ${e.name}`;
    const rows = ordered(history, true).map((e) => [
      '5',
      day(e.date, 'YYYY/MM/DD'),
      money(e.amountMinor),
      money(e.balanceMinor),
      describe(e),
    ]);
    return {
      rows: [
        ['2', 'Name:', 'FNB Gold Cheque Account'],
        ['2', 'Account:', '62812345678', 'Gold Cheque Account'],
        ['2', 'Balance:', money(history.closingMinor), money(history.closingMinor)],
        ['3', 'Date', 'Amount', 'Balance', 'Description'],
        ...rows,
      ],
      header: 3,
      expected: expectedOf(history, {
        describe,
        currency: null,
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const standardBank: TableLayout = {
  kind: 'table',
  name: 'za-standardbank-current',
  country: 'ZA',
  history: ZAR,
  formats: ['csv'],
  // No header: tagged lines (ACC-NO, OPEN, HIST, CLOSE), `yyyymmdd`, the kind and the payee apart.
  sheet(history) {
    const kind = (e: Entry) =>
      e.kind === 'shop' ? 'POS PURCHASE' : e.kind === 'bill' ? 'DEBIT ORDER' : 'CREDIT TRANSFER';
    const rows = history.entries.map((e) => [
      'HIST',
      compact(e.date),
      '',
      money(e.amountMinor),
      kind(e),
      e.name,
      '0',
      '',
    ]);
    return {
      rows: [
        ['ACC-NO', '10012345678', 'ELITE CURRENT ACCOUNT'],
        [
          'OPEN',
          compact(history.start),
          '',
          money(history.openingMinor),
          'OPEN BALANCE',
          '',
          '0',
          '',
        ],
        ...rows,
        [
          'CLOSE',
          compact(history.end),
          '',
          money(history.closingMinor),
          'CLOSE BALANCE',
          '',
          '0',
          '',
        ],
      ],
      header: -1,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        type: kind,
        currency: null,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const mpesa: TableLayout = {
  kind: 'table',
  name: 'ke-mpesa-statement',
  country: 'KE',
  history: { region: 'ke', currency: 'KES', scale: 130 },
  formats: ['pdf'],
  pdfExactWidths: true,
  // Receipt codes, a completion time with seconds, Withdrawn printed with a minus, newest first,
  // a disclaimer under the table.
  sheet(history) {
    const kes = (minor: number) => money(minor, { group: ',' });
    const when = (e: Entry, index: number): DateCell => ({
      text: `${e.date} ${String(6 + (index % 16)).padStart(2, '0')}:${String((index * 23) % 60).padStart(2, '0')}:${String((index * 41) % 60).padStart(2, '0')}`,
      iso: e.date,
    });
    const receipt = (e: Entry) =>
      `S${(Number(e.reference) * 7919).toString(36).toUpperCase().padStart(9, 'K').slice(-9)}`;
    const rows = ordered(history, true).map((e, index) => [
      receipt(e),
      when(e, index),
      e.name,
      'Completed',
      e.amountMinor > 0 ? kes(e.amountMinor) : '',
      e.amountMinor < 0 ? kes(e.amountMinor) : '',
      kes(e.balanceMinor),
    ]);
    const period = `${day(history.start, 'DD MMM YYYY').text} - ${day(history.end, 'DD MMM YYYY').text}`;
    return {
      rows: [
        ['M-PESA STATEMENT'],
        ['Customer Name: GRACE WANJIRU MWANGI'],
        ['Mobile Number: 0712 345 678'],
        [`Statement Period: ${period}`],
        [
          'Receipt No.',
          'Completion Time',
          'Details',
          'Transaction Status',
          'Paid In',
          'Withdrawn',
          'Balance',
        ],
        ...rows,
        [],
        [
          'Disclaimer: This record is produced for your information only and does not constitute a legal document.',
        ],
      ],
      header: 4,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: null,
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const gtbank: TableLayout = {
  kind: 'table',
  name: 'ng-gtbank-savings',
  country: 'NG',
  history: { region: 'ng', currency: 'NGN', scale: 900 },
  formats: ['xlsx', 'pdf'],
  pdfExactWidths: true,
  nativeCells: true,
  // A summary block with totals above the table; the description is the last column, Remarks.
  sheet(history) {
    const ngn = (minor: number) => money(minor, { group: ',', sign: 'none' });
    const total = (sign: number) =>
      history.entries
        .filter((e) => Math.sign(e.amountMinor) === sign)
        .reduce((sum, e) => sum + Math.abs(e.amountMinor), 0);
    const rows = history.entries.map((e) => [
      day(e.date, 'DD-MMM-YYYY'),
      day(e.date, 'DD-MMM-YYYY'),
      `${e.reference}0117`,
      e.amountMinor < 0 ? ngn(e.amountMinor) : '',
      e.amountMinor > 0 ? ngn(e.amountMinor) : '',
      ngn(e.balanceMinor),
      'E-CHANNELS',
      e.name,
    ]);
    return {
      rows: [
        ['Guaranty Trust Bank Ltd', 'Customer Statement'],
        ['Account Name', 'CHIDI OKAFOR'],
        ['Account No', '0123456789'],
        ['Currency', 'NGN'],
        [
          'Period',
          `${day(history.start, 'DD-MMM-YYYY').text} to ${day(history.end, 'DD-MMM-YYYY').text}`,
        ],
        ['Opening Balance', ngn(history.openingMinor)],
        ['Total Withdrawals', ngn(total(-1))],
        ['Total Lodgements', ngn(total(1))],
        ['Closing Balance', ngn(history.closingMinor)],
        [],
        [
          'Trans. Date',
          'Value Date',
          'Reference',
          'Debits',
          'Credits',
          'Balance',
          'Originating Branch',
          'Remarks',
        ],
        ...rows,
      ],
      header: 10,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'NGN',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const enbd: TableLayout = {
  kind: 'table',
  name: 'ae-enbd-current',
  country: 'AE',
  history: { region: 'ae', currency: 'AED', scale: 3.67 },
  formats: ['xls', 'pdf'],
  pdfExactWidths: true,
  // Long narrations with the card and the city, one signed amount, newest first.
  sheet(history) {
    const aed = (minor: number) => money(minor, { group: ',' });
    const rows = ordered(history, true).map((e) => [
      day(e.date, 'DD MMM YYYY'),
      day(e.date, 'DD MMM YYYY'),
      narration(e),
      aed(e.amountMinor),
      aed(e.balanceMinor),
    ]);
    return {
      rows: [
        ['Emirates NBD', 'Account Statement'],
        ['Account Number', '1012345678901', 'Currency', 'AED'],
        ['From', day(history.start, 'DD/MM/YYYY'), 'To', day(history.end, 'DD/MM/YYYY')],
        [],
        ['Transaction Date', 'Value Date', 'Narration', 'Amount', 'Running Balance'],
        ...rows,
      ],
      header: 4,
      expected: expectedOf(history, {
        describe: narration,
        currency: 'AED',
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

function narration(e: Entry): string {
  if (e.kind === 'shop') return `POS-PURCHASE CARD NO.4567XXXXXXXX1234 ${e.name} DUBAI:AE`;
  if (e.kind === 'bill') return `DIRECT DEBIT ${e.name} ${e.reference}`;
  return `INWARD TT ${e.name}`;
}

export const WAVE_TWO_AFRICA = [fnb, standardBank, mpesa, gtbank, enbd];
