import { day, money, type MoneyCell } from '../cells';
import type { Entry } from '../history';
import { expectedOf, joinParts, ordered, type TableLayout } from '../layout';

/**
 * Wave two, Australia, New Zealand and South-East Asia: Westpac's debit and credit columns,
 * ASB's preamble and blank line under its header, DBS's three reference columns, Maybank's
 * signs after the amount in a PDF, BDO's month-first dates beside a named peso currency.
 */
const plain = (minor: number) => money(minor, { sign: 'none' });

export const westpac: TableLayout = {
  kind: 'table',
  name: 'au-westpac-choice',
  country: 'AU',
  history: { region: 'au', currency: 'AUD' },
  formats: ['csv'],
  // The account on every row, newest first, unsigned debit and credit, a category and a serial.
  sheet(history) {
    const narrative = (e: Entry) =>
      e.kind === 'shop'
        ? `DEBIT CARD PURCHASE ${e.name} AUS`
        : e.kind === 'bill'
          ? `WITHDRAWAL ONLINE ${e.reference} ${e.name}`
          : `DEPOSIT ${e.name}`;
    const rows = ordered(history, true).map((e) => [
      '032000123456',
      day(e.date, 'DD/MM/YYYY'),
      narrative(e),
      e.amountMinor < 0 ? plain(e.amountMinor) : '',
      e.amountMinor > 0 ? plain(e.amountMinor) : '',
      money(e.balanceMinor),
      e.kind === 'shop' ? 'POS' : e.kind === 'bill' ? 'PAYMENT' : 'DEP',
      '',
    ]);
    const header = [
      'Bank Account',
      'Date',
      'Narrative',
      'Debit Amount',
      'Credit Amount',
      'Balance',
      'Categories',
      'Serial',
    ];
    return {
      rows: [header, ...rows],
      header: 0,
      expected: expectedOf(history, {
        describe: narrative,
        currency: null,
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const asb: TableLayout = {
  kind: 'table',
  name: 'nz-asb-streamline',
  country: 'NZ',
  history: { region: 'nz', currency: 'NZD' },
  formats: ['csv'],
  // Free-text preamble with the ledger balance, `yyyy/mm/dd`, a blank line under the header.
  sheet(history) {
    const compact = (iso: string) => day(iso, 'YYYYMMDD').text;
    const memo = (e: Entry) =>
      e.kind === 'shop' ? '4835-****-****-8811 Df' : e.kind === 'bill' ? e.reference : 'SALARY';
    const rows = history.entries.map((e, index) => [
      day(e.date, 'YYYY/MM/DD'),
      `${compact(e.date)}${String(index + 1).padStart(2, '0')}`,
      e.kind === 'shop' ? 'EFTPOS' : e.kind === 'bill' ? 'DD' : 'CREDIT',
      '',
      e.name,
      memo(e),
      money(e.amountMinor),
    ]);
    const balance = money(history.closingMinor).text;
    return {
      rows: [
        [`Created date / time : ${day(history.end, 'DD MMM YYYY').text} / 21:04:55`],
        ['Bank 12; Branch 3045; Account 0123456-50 (Streamline)'],
        [`From date ${compact(history.start)}`],
        [`To date ${compact(history.end)}`],
        [`Avail Bal : ${balance} as of ${compact(history.end)}`],
        [`Ledger Balance : ${balance} as of ${compact(history.end)}`],
        ['Date', 'Unique Id', 'Tran Type', 'Cheque Number', 'Payee', 'Memo', 'Amount'],
        [],
        ...rows,
      ],
      header: 6,
      expected: expectedOf(history, {
        describe: (e) => joinParts(e.name, memo(e)),
        currency: null,
        closing: true,
      }),
    };
  },
};

export const dbs: TableLayout = {
  kind: 'table',
  name: 'sg-dbs-savings',
  country: 'SG',
  history: { region: 'sg', currency: 'SGD' },
  formats: ['csv'],
  // Labelled balances above, a code in Reference, the description over three columns, and a
  // space in the unused money column.
  sheet(history) {
    const refs = (e: Entry): [string, string, string] =>
      e.kind === 'shop'
        ? [`${e.name} SI NG ${day(e.date, 'DDMMM').text.toUpperCase()}`, '4628-4500-1234-5678', '']
        : e.kind === 'bill'
          ? ['I-BANK', e.name, e.reference]
          : [e.name, `OTHR ${e.reference}`, ''];
    const rows = ordered(history, true).map((e) => [
      day(e.date, 'DD MMM YYYY'),
      e.kind === 'shop' ? 'MST' : e.kind === 'bill' ? 'ICT' : 'ITR',
      e.amountMinor < 0 ? plain(e.amountMinor) : ' ',
      e.amountMinor > 0 ? plain(e.amountMinor) : ' ',
      ...refs(e),
    ]);
    const balance = money(history.closingMinor, { group: ',' });
    return {
      rows: [
        ['Account Details For:', 'POSB Savings Account 123-45678-9'],
        ['Statement as at:', day(history.end, 'DD MMM YYYY')],
        ['Available Balance:', balance],
        ['Ledger Balance:', balance],
        [],
        [
          'Transaction Date',
          'Reference',
          'Debit Amount',
          'Credit Amount',
          'Transaction Ref1',
          'Transaction Ref2',
          'Transaction Ref3',
        ],
        ...rows,
      ],
      header: 5,
      expected: expectedOf(history, {
        // Numbered columns of one family join with spaces, as the readers document (RBC's
        // Description 1 and 2 too).
        describe: (e) => refs(e).filter(Boolean).join(' '),
        currency: null,
        newestFirst: true,
        closing: true,
      }),
    };
  },
};

export const maybank: TableLayout = {
  kind: 'table',
  name: 'my-maybank-savings',
  country: 'MY',
  history: { region: 'my', currency: 'MYR', scale: 4 },
  formats: ['pdf'],
  pdfExactWidths: true,
  // Every amount signed after it (`12.30-`, `1,500.00+`), the payee on a line of its own under
  // the kind of payment, beginning and ending balances and totals inside the table.
  sheet(history) {
    const signed = (minor: number): MoneyCell => ({
      text: `${money(Math.abs(minor), { group: ',' }).text}${minor < 0 ? '-' : '+'}`,
      value: minor / 100,
    });
    const myr = (minor: number) => money(minor, { group: ',' });
    const kind = (e: Entry) =>
      e.kind === 'shop' ? 'SALE DEBIT' : e.kind === 'bill' ? 'FPX PAYMENT' : 'TRANSFER FR A/C';
    const total = (sign: number) =>
      history.entries
        .filter((e) => Math.sign(e.amountMinor) === sign)
        .reduce((sum, e) => sum + Math.abs(e.amountMinor), 0);
    const rows = history.entries.flatMap((e) => [
      [day(e.date, 'DD/MM/YY'), kind(e), signed(e.amountMinor), myr(e.balanceMinor)],
      ['', e.name, '', ''],
    ]);
    return {
      rows: [
        ['MALAYAN BANKING BERHAD (3813-K)'],
        ['PENYATA AKAUN / STATEMENT OF ACCOUNT'],
        [`TARIKH PENYATA / STATEMENT DATE : ${day(history.end, 'DD/MM/YY').text}`],
        ['NOMBOR AKAUN / ACCOUNT NUMBER : 1621-2345-6789'],
        ['ENTRY DATE', 'TRANSACTION DESCRIPTION', 'TRANSACTION AMOUNT', 'STATEMENT BALANCE'],
        ['', 'BEGINNING BALANCE', '', myr(history.openingMinor)],
        ...rows,
        ['', 'ENDING BALANCE :', '', myr(history.closingMinor)],
        ['', 'TOTAL CREDIT :', myr(total(1)), ''],
        ['', 'TOTAL DEBIT :', myr(total(-1)), ''],
      ],
      header: 4,
      expected: expectedOf(history, {
        describe: (e) => `${kind(e)} ${e.name}`,
        currency: null,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const bdo: TableLayout = {
  kind: 'table',
  name: 'ph-bdo-savings',
  country: 'PH',
  history: { region: 'ph', currency: 'PHP', scale: 55 },
  formats: ['csv'],
  // Month-first dates although the currency named above is not the dollar; grouped amounts.
  sheet(history) {
    const php = (minor: number) => money(minor, { group: ',', sign: 'none' });
    const describe = (e: Entry) => (e.kind === 'bill' ? `BILLS PAYMENT ${e.name}` : e.name);
    const rows = history.entries.map((e) => [
      day(e.date, 'MM/DD/YYYY'),
      describe(e),
      e.amountMinor < 0 ? php(e.amountMinor) : '',
      e.amountMinor > 0 ? php(e.amountMinor) : '',
      php(e.balanceMinor),
      '',
      'BDO MAKATI AYALA',
    ]);
    const period = `${day(history.start, 'MM/DD/YYYY').text} - ${day(history.end, 'MM/DD/YYYY').text}`;
    return {
      rows: [
        ['Account Name', 'JUAN P DELA CRUZ'],
        ['Account Number', "'001234567890"],
        ['Currency', 'PHP'],
        ['Period Covered', period],
        [],
        [
          'Posting Date',
          'Description',
          'Debit',
          'Credit',
          'Running Balance',
          'Check Number',
          'Branch',
        ],
        ...rows,
      ],
      header: 5,
      expected: expectedOf(history, {
        describe,
        currency: 'PHP',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const WAVE_TWO_PACIFIC = [westpac, asb, dbs, maybank, bdo];
