import { day, money } from '../cells';
import { expectedOf, joinParts, ordered, type TableLayout } from '../layout';

/** United Kingdom: day-first dates, pounds with and without `£`, banks' and fintechs' exports. */
const dmy = (iso: string) => day(iso, 'DD/MM/YYYY');

export const barclays: TableLayout = {
  kind: 'table',
  name: 'gb-barclays-current',
  country: 'GB',
  history: { region: 'uk', currency: 'GBP' },
  formats: ['csv'],
  // The memo pads the payee with spaces before the card's date and a code.
  sheet(history) {
    const memo = (e: { name: string; date: string }) =>
      `${e.name.padEnd(22)}ON ${day(e.date, 'DD MMM').text.toUpperCase()}          BCC`;
    const rows = history.entries.map((e) => [
      '',
      dmy(e.date),
      '20-32-06 13152170',
      money(e.amountMinor),
      e.kind === 'income' ? 'DIRECTDEP' : e.kind === 'bill' ? 'DIRECT DEBIT' : 'PAYMENT',
      memo(e),
    ]);
    return {
      rows: [['Number', 'Date', 'Account', 'Amount', 'Subcategory', 'Memo'], ...rows],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => memo(e).replace(/\s+/g, ' '),
        currency: null,
      }),
    };
  },
};

export const hsbc: TableLayout = {
  kind: 'table',
  name: 'gb-hsbc-current',
  country: 'GB',
  history: { region: 'uk', currency: 'GBP' },
  formats: ['csv'],
  // No header, no balance: date, description, amount with thousands commas.
  sheet(history) {
    const rows = ordered(history, true).map((e) => [
      dmy(e.date),
      e.name,
      money(e.amountMinor, { group: ',' }),
    ]);
    return {
      rows,
      header: -1,
      expected: expectedOf(history, { describe: (e) => e.name, currency: null, newestFirst: true }),
    };
  },
};

export const monzo: TableLayout = {
  kind: 'table',
  name: 'gb-monzo-current',
  country: 'GB',
  history: { region: 'uk', currency: 'GBP' },
  formats: ['csv'],
  // A signed amount and, further right, the same money split into Money Out and Money In.
  sheet(history) {
    const details = (e: { kind: string; name: string }) =>
      e.kind === 'shop' ? `${e.name.toUpperCase()} LONDON GBR` : e.name;
    const header = [
      'Transaction ID',
      'Date',
      'Time',
      'Type',
      'Name',
      'Emoji',
      'Category',
      'Amount',
      'Currency',
      'Local amount',
      'Local currency',
      'Notes and #tags',
      'Address',
      'Receipt',
      'Description',
      'Category split',
      'Money Out',
      'Money In',
    ];
    const rows = history.entries.map((e, index) => [
      `tx_0000${(index * 7919 + 104729).toString(36).toUpperCase()}`,
      dmy(e.date),
      `${String(8 + (index % 12)).padStart(2, '0')}:${String((index * 17) % 60).padStart(2, '0')}:00`,
      e.kind === 'shop' ? 'Card payment' : e.kind === 'bill' ? 'Direct Debit' : 'Faster payment',
      e.name,
      '',
      e.kind === 'shop' ? 'Groceries' : e.kind === 'bill' ? 'Bills' : 'Income',
      money(e.amountMinor),
      'GBP',
      money(e.amountMinor),
      'GBP',
      '',
      '',
      '',
      details(e),
      '',
      e.amountMinor < 0 ? money(e.amountMinor) : '',
      e.amountMinor > 0 ? money(e.amountMinor) : '',
    ]);
    return {
      rows: [header, ...rows],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => joinParts(e.name, details(e)),
        currency: 'GBP',
      }),
    };
  },
};

export const starling: TableLayout = {
  kind: 'table',
  name: 'gb-starling-current',
  country: 'GB',
  history: { region: 'uk', currency: 'GBP' },
  formats: ['csv'],
  sheet(history) {
    const rows = history.entries.map((e) => [
      dmy(e.date),
      e.name,
      e.kind === 'shop' ? 'Card purchase' : e.reference,
      e.kind === 'shop' ? 'CONTACTLESS' : e.kind === 'bill' ? 'DIRECT DEBIT' : 'FASTER PAYMENT',
      money(e.amountMinor),
      money(e.balanceMinor),
      e.kind === 'income' ? 'INCOME' : 'GROCERIES',
      '',
    ]);
    const header = [
      'Date',
      'Counter Party',
      'Reference',
      'Type',
      'Amount (GBP)',
      'Balance (GBP)',
      'Spending Category',
      'Notes',
    ];
    return {
      rows: [header, ...rows],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'GBP',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const nationwide: TableLayout = {
  kind: 'table',
  name: 'gb-nationwide-flex',
  country: 'GB',
  history: { region: 'uk', currency: 'GBP' },
  formats: ['csv', 'pdf'],
  // Windows-1252 text, so `£` is one byte; dates as `05 Mar 2024`.
  csv: { quote: 'all', encoding: 'windows-1252' },
  sheet(history) {
    const gbp = (minor: number) => money(minor, { prefix: '£', group: ',', sign: 'none' });
    const rows = history.entries.map((e) => [
      day(e.date, 'DD MMM YYYY'),
      e.kind === 'shop'
        ? 'Contactless Payment'
        : e.kind === 'bill'
          ? 'Direct debit'
          : 'Bank credit',
      e.name,
      e.amountMinor < 0 ? gbp(e.amountMinor) : '',
      e.amountMinor > 0 ? gbp(e.amountMinor) : '',
      gbp(e.balanceMinor),
    ]);
    const preamble = [
      ['Account Name:', 'FlexAccount ****12345'],
      ['Account Balance:', gbp(history.closingMinor)],
      ['Available Balance: ', gbp(history.closingMinor + 25_000)],
      [],
    ];
    return {
      rows: [
        ...preamble,
        ['Date', 'Transaction type', 'Description', 'Paid out', 'Paid in', 'Balance'],
        ...rows,
      ],
      header: 4,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'GBP',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const natwest: TableLayout = {
  kind: 'table',
  name: 'gb-natwest-current',
  country: 'GB',
  history: { region: 'uk', currency: 'GBP' },
  formats: ['csv'],
  // `, ` between fields and a blank first line; the account's name and number on every row.
  csv: { delimiter: ', ' },
  sheet(history) {
    const rows = ordered(history, true).map((e) => [
      day(e.date, 'DD MMM YYYY'),
      e.kind === 'shop' ? 'POS' : e.kind === 'bill' ? 'D/D' : 'BAC',
      e.name,
      money(e.amountMinor),
      money(e.balanceMinor),
      'MR J SAMPLE',
      '600000-12345678',
    ]);
    const header = [
      'Date',
      'Type',
      'Description',
      'Value',
      'Balance',
      'Account Name',
      'Account Number',
    ];
    return {
      rows: [[], header, ...rows],
      header: 1,
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

export const cardPdf: TableLayout = {
  kind: 'table',
  name: 'gb-card-statement',
  country: 'GB',
  history: { region: 'uk', currency: 'GBP', card: true },
  formats: ['pdf', 'csv'],
  // Charges unsigned, repayments marked CR; the previous and new balance owed around the table.
  sheet(history) {
    const owed = (minor: number) => money(-minor, { group: ',' });
    const rows = history.entries.map((e) => [
      day(e.date, 'DD MMM YY'),
      e.name,
      e.amountMinor > 0
        ? money(e.amountMinor, { group: ',', suffix: ' CR' })
        : money(-e.amountMinor, { group: ',' }),
    ]);
    return {
      rows: [
        ['Your Platinum Card statement'],
        ['Card number 4929 **** **** 1234'],
        [],
        ['Date', 'Transaction details', 'Amount £'],
        ['', 'Previous balance', owed(history.openingMinor)],
        ...rows,
        ['', 'New balance', owed(history.closingMinor)],
      ],
      header: 3,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'GBP',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const UK = [barclays, hsbc, monzo, starling, nationwide, natwest, cardPdf];
