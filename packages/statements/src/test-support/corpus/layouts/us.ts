import { day, money } from '../cells';
import { expectedOf, ordered, type TableLayout } from '../layout';

/**
 * United States: month-first dates, dollars without a currency code (so the readers
 * must report none), checking exports newest first, card exports in the issuer's own signs.
 */
const mdy = (iso: string) => day(iso, 'MM/DD/YYYY');

export const chaseChecking: TableLayout = {
  kind: 'table',
  name: 'us-chase-checking',
  country: 'US',
  history: { region: 'us', currency: 'USD' },
  formats: ['csv'],
  // Chase ends every data line with a comma its header does not have.
  csv: { trailingDelimiter: true },
  sheet(history) {
    const rows = ordered(history, true).map((e) => [
      e.amountMinor < 0 ? 'DEBIT' : 'CREDIT',
      mdy(e.date),
      e.name,
      money(e.amountMinor),
      e.kind === 'income' ? 'ACH_CREDIT' : e.kind === 'bill' ? 'ACH_DEBIT' : 'DEBIT_CARD',
      money(e.balanceMinor),
      '',
    ]);
    const header = [
      'Details',
      'Posting Date',
      'Description',
      'Amount',
      'Type',
      'Balance',
      'Check or Slip #',
    ];
    return {
      rows: [header, ...rows],
      header: 0,
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

export const chaseCard: TableLayout = {
  kind: 'table',
  name: 'us-chase-card',
  country: 'US',
  history: { region: 'us', currency: 'USD', card: true },
  formats: ['csv'],
  sheet(history) {
    const rows = ordered(history, true).map((e) => {
      const posted = new Date(Date.parse(`${e.date}T00:00:00Z`) + 86_400_000).toISOString();
      return [
        mdy(e.date),
        mdy(posted.slice(0, 10)),
        e.name,
        e.kind === 'income' ? '' : e.kind === 'shop' ? 'Shopping' : 'Bills & Utilities',
        e.kind === 'income' ? 'Payment' : 'Sale',
        money(e.amountMinor),
        '',
      ];
    });
    const header = [
      'Transaction Date',
      'Post Date',
      'Description',
      'Category',
      'Type',
      'Amount',
      'Memo',
    ];
    return {
      rows: [header, ...rows],
      header: 0,
      expected: expectedOf(history, { describe: (e) => e.name, currency: null, newestFirst: true }),
    };
  },
};

export const bofaChecking: TableLayout = {
  kind: 'table',
  name: 'us-bofa-checking',
  country: 'US',
  history: { region: 'us', currency: 'USD' },
  formats: ['csv'],
  sheet(history) {
    const usd = (minor: number) => money(minor, { group: ',' });
    const credits = history.entries
      .filter((e) => e.amountMinor > 0)
      .reduce((s, e) => s + e.amountMinor, 0);
    const debits = history.entries
      .filter((e) => e.amountMinor < 0)
      .reduce((s, e) => s + e.amountMinor, 0);
    const from = mdy(history.start).text;
    const to = mdy(history.end).text;
    // A summary block first, then the table, whose first line is the beginning balance.
    const rows = [
      ['Description', '', 'Summary Amt.'],
      [`Beginning balance as of ${from}`, '', usd(history.openingMinor)],
      [`Total credits`, '', usd(credits)],
      [`Total debits`, '', usd(debits)],
      [`Ending balance as of ${to}`, '', usd(history.closingMinor)],
      [],
      ['Date', 'Description', 'Amount', 'Running Bal.'],
      [mdy(history.start), `Beginning balance as of ${from}`, '', usd(history.openingMinor)],
      ...history.entries.map((e) => [mdy(e.date), e.name, usd(e.amountMinor), usd(e.balanceMinor)]),
    ];
    return {
      rows,
      header: 6,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: null,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const wellsFargo: TableLayout = {
  kind: 'table',
  name: 'us-wellsfargo-checking',
  country: 'US',
  history: { region: 'us', currency: 'USD' },
  formats: ['csv'],
  csv: { quote: 'all' },
  // No header and no balance: date, signed amount, a `*`, a check number, the description.
  sheet(history) {
    const describe = (e: { kind: string; name: string; date: string }) =>
      e.kind === 'shop' ? `PURCHASE AUTHORIZED ON ${day(e.date, 'MM/DD').text} ${e.name}` : e.name;
    const rows = ordered(history, true).map((e) => [
      mdy(e.date),
      money(e.amountMinor),
      '*',
      '',
      describe(e),
    ]);
    return {
      rows,
      header: -1,
      expected: expectedOf(history, { describe, currency: null, newestFirst: true }),
    };
  },
};

/** Card issuers that print charges positive and payments negative, or in their own columns. */
export const amexCard: TableLayout = {
  kind: 'table',
  name: 'us-amex-card',
  country: 'US',
  history: { region: 'us', currency: 'USD', card: true },
  formats: ['csv', 'xlsx'],
  nativeCells: true,
  sheet(history) {
    const rows = ordered(history, true).map((e) => [
      mdy(e.date),
      e.name,
      'JOHN Q SAMPLE',
      '-61005',
      money(-e.amountMinor),
    ]);
    return {
      rows: [['Date', 'Description', 'Card Member', 'Account #', 'Amount'], ...rows],
      header: 0,
      expected: expectedOf(history, { describe: (e) => e.name, currency: null, newestFirst: true }),
    };
  },
};

export const discoverCard: TableLayout = {
  kind: 'table',
  name: 'us-discover-card',
  country: 'US',
  history: { region: 'us', currency: 'USD', card: true },
  formats: ['csv'],
  sheet(history) {
    const rows = history.entries.map((e) => [
      mdy(e.date),
      mdy(e.date),
      e.name,
      money(-e.amountMinor),
      e.kind === 'income' ? 'Payments and Credits' : e.kind === 'shop' ? 'Merchandise' : 'Services',
    ]);
    return {
      rows: [['Trans. Date', 'Post Date', 'Description', 'Amount', 'Category'], ...rows],
      header: 0,
      expected: expectedOf(history, { describe: (e) => e.name, currency: null }),
    };
  },
};

export const citiCard: TableLayout = {
  kind: 'table',
  name: 'us-citi-card',
  country: 'US',
  history: { region: 'us', currency: 'USD', card: true },
  formats: ['csv'],
  csv: { quote: 'all' },
  // Charges in Debit; payments in Credit, written negative.
  sheet(history) {
    const rows = ordered(history, true).map((e) => [
      'Cleared',
      mdy(e.date),
      e.name,
      e.amountMinor < 0 ? money(-e.amountMinor) : '',
      e.amountMinor > 0 ? money(-e.amountMinor) : '',
    ]);
    return {
      rows: [['Status', 'Date', 'Description', 'Debit', 'Credit'], ...rows],
      header: 0,
      expected: expectedOf(history, { describe: (e) => e.name, currency: null, newestFirst: true }),
    };
  },
};

export const US = [
  chaseChecking,
  chaseCard,
  bofaChecking,
  wellsFargo,
  amexCard,
  discoverCard,
  citiCard,
];
