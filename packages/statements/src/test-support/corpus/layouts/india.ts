import { day, money } from '../cells';
import { expectedOf, ordered, type TableLayout } from '../layout';

/**
 * India: rupees in lakh grouping (1,00,000.00), day-first dates in several shapes, narration
 * beside a cheque or reference number, withdrawal and deposit columns or Dr/Cr markers.
 */
const RUPEES = { region: 'in', currency: 'INR', scale: 60 } as const;
const inr = (minor: number) => money(minor, { group: 'indian', sign: 'none' });

export const hdfc: TableLayout = {
  kind: 'table',
  name: 'in-hdfc-savings',
  country: 'IN',
  history: RUPEES,
  formats: ['csv', 'xls'],
  // Two-digit years, a value date, a row of asterisks under the header.
  sheet(history) {
    const rows = history.entries.map((e) => [
      day(e.date, 'DD/MM/YY'),
      e.name,
      `000000${e.reference}`,
      day(e.date, 'DD/MM/YY'),
      e.amountMinor < 0 ? money(-e.amountMinor) : money(0),
      e.amountMinor > 0 ? money(e.amountMinor) : money(0),
      money(e.balanceMinor),
    ]);
    const header = [
      'Date',
      'Narration',
      'Chq./Ref.No.',
      'Value Dt',
      'Withdrawal Amt.',
      'Deposit Amt.',
      'Closing Balance',
    ];
    return {
      rows: [
        header,
        [
          '********',
          '**********',
          '**********',
          '********',
          '**********',
          '**********',
          '**********',
        ],
        ...rows,
      ],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: null,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const icici: TableLayout = {
  kind: 'table',
  name: 'in-icici-savings',
  country: 'IN',
  history: RUPEES,
  formats: ['xlsx', 'xls'],
  nativeCells: true,
  // A letterhead, a serial number column, the unit inside each money header.
  sheet(history) {
    const rows = history.entries.map((e, index) => [
      '',
      String(index + 1),
      day(e.date, 'DD/MM/YYYY'),
      day(e.date, 'DD/MM/YYYY'),
      '-',
      e.name,
      e.amountMinor < 0 ? money(-e.amountMinor) : money(0),
      e.amountMinor > 0 ? money(e.amountMinor) : money(0),
      money(e.balanceMinor),
    ]);
    const header = [
      '',
      'S No.',
      'Value Date',
      'Transaction Date',
      'Cheque Number',
      'Transaction Remarks',
      'Withdrawal Amount (INR )',
      'Deposit Amount (INR )',
      'Balance (INR )',
    ];
    return {
      rows: [
        [],
        ['', 'DETAILED STATEMENT'],
        ['', 'Transactions List - MR SAMPLE NAME (INR) - 000401234567'],
        [],
        header,
        ...rows,
      ],
      header: 4,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'INR',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const sbi: TableLayout = {
  kind: 'table',
  name: 'in-sbi-savings',
  country: 'IN',
  history: RUPEES,
  formats: ['csv'],
  // Tab-separated text the portal names `.xls`; account details above the table.
  csv: { delimiter: '\t', fileName: 'in-sbi-savings.xls' },
  sheet(history) {
    const rows = history.entries.map((e) => [
      day(e.date, 'D MMM YYYY'),
      day(e.date, 'D MMM YYYY'),
      `BY TRANSFER-${e.name}`,
      `TRANSFER FROM ${e.reference}`,
      '',
      e.amountMinor < 0 ? inr(e.amountMinor) : '',
      e.amountMinor > 0 ? inr(e.amountMinor) : '',
      inr(e.balanceMinor),
    ]);
    const preamble = [
      ['Account Name', ':', 'Mr. SAMPLE KUMAR'],
      ['Account Number', ':', '_00000031234567890'],
      ['Balance as on 1 Mar 2024', ':', inr(history.openingMinor)],
      [],
    ];
    const header = [
      'Txn Date',
      'Value Date',
      'Description',
      'Ref No./Cheque No.',
      'Branch Code',
      'Debit',
      'Credit',
      'Balance',
    ];
    return {
      rows: [
        ...preamble,
        header,
        ...rows,
        [],
        ['**This is a computer generated statement and does not require a signature.'],
      ],
      header: 4,
      expected: expectedOf(history, {
        describe: (e) => `BY TRANSFER-${e.name}`,
        currency: null,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const axis: TableLayout = {
  kind: 'table',
  name: 'in-axis-savings',
  country: 'IN',
  history: RUPEES,
  formats: ['csv', 'pdf'],
  // Dashed dates; a serial number and the branch's SOL id around the money.
  sheet(history) {
    const rows = history.entries.map((e, index) => [
      String(index + 1),
      day(e.date, 'DD-MM-YYYY'),
      '',
      e.name,
      e.amountMinor < 0 ? money(-e.amountMinor) : '',
      e.amountMinor > 0 ? money(e.amountMinor) : '',
      money(e.balanceMinor),
      '1234',
    ]);
    return {
      rows: [
        [
          'Statement of Axis Account No :912010012345678 for the period (From : 01-03-2024 To : 31-03-2024)',
        ],
        [],
        ['SRL NO', 'Tran Date', 'CHQNO', 'PARTICULARS', 'DR', 'CR', 'BAL', 'SOL'],
        ...rows,
      ],
      header: 2,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: null,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const kotak: TableLayout = {
  kind: 'table',
  name: 'in-kotak-savings',
  country: 'IN',
  history: RUPEES,
  formats: ['csv'],
  // An unsigned amount with its Dr/Cr, and the balance with its own Dr/Cr beside it.
  sheet(history) {
    const rows = ordered(history).map((e, index) => [
      String(index + 1),
      day(e.date, 'DD-MM-YYYY'),
      day(e.date, 'DD-MM-YYYY'),
      e.name,
      e.reference,
      inr(e.amountMinor),
      e.amountMinor < 0 ? 'DR' : 'CR',
      inr(e.balanceMinor),
      'CR',
    ]);
    const header = [
      'Sl. No.',
      'Transaction Date',
      'Value Date',
      'Description',
      'Chq / Ref No.',
      'Amount',
      'Dr / Cr',
      'Balance',
      'Dr / Cr',
    ];
    return {
      rows: [header, ...rows],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: null,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const INDIA = [hdfc, icici, sbi, axis, kotak];
