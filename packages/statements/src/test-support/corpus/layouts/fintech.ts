import { day, money } from '../cells';
import { expectedOf, ordered, type TableLayout } from '../layout';

/** Fintechs and Australia: Revolut, N26, Wise, PayPal, CommBank. */
export const revolut: TableLayout = {
  kind: 'table',
  name: 'intl-revolut-current',
  country: 'intl',
  history: { region: 'intl', currency: 'EUR' },
  formats: ['csv'],
  // Started and completed timestamps, a fee column of zeros, a state, the balance after each.
  sheet(history) {
    const rows = history.entries.map((e) => [
      e.kind === 'shop' ? 'CARD_PAYMENT' : e.kind === 'bill' ? 'TRANSFER' : 'TOPUP',
      'Current',
      `${e.date} 10:12:31`,
      `${e.date} 14:02:09`,
      e.name,
      money(e.amountMinor),
      '0.00',
      'EUR',
      'COMPLETED',
      money(e.balanceMinor),
    ]);
    const header = [
      'Type',
      'Product',
      'Started Date',
      'Completed Date',
      'Description',
      'Amount',
      'Fee',
      'Currency',
      'State',
      'Balance',
    ];
    return {
      rows: [header, ...rows],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'EUR',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const n26: TableLayout = {
  kind: 'table',
  name: 'de-n26-main',
  country: 'DE',
  history: { region: 'de', currency: 'EUR' },
  formats: ['csv'],
  // Every field quoted; a quote inside a reference escaped with a backslash.
  csv: { quote: 'all', escape: 'backslash' },
  sheet(history) {
    const reference = (e: { kind: string; reference: string }) =>
      e.kind === 'bill'
        ? `Rechnung "${e.reference}" vom Monat`
        : e.kind === 'income'
          ? `Gehalt ${e.reference}`
          : '';
    const rows = history.entries.map((e) => [
      day(e.date, 'YYYY-MM-DD'),
      e.name,
      e.kind === 'shop' ? '' : 'DE89370400440532013000',
      e.kind === 'shop' ? 'MasterCard Payment' : e.kind === 'bill' ? 'Outgoing Transfer' : 'Income',
      reference(e),
      money(e.amountMinor),
      '',
      '',
      '',
    ]);
    const header = [
      'Date',
      'Payee',
      'Account number',
      'Transaction type',
      'Payment reference',
      'Amount (EUR)',
      'Amount (Foreign Currency)',
      'Type Foreign Currency',
      'Exchange Rate',
    ];
    return {
      rows: [header, ...rows],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => [e.name, reference(e)].filter(Boolean).join(' - '),
        currency: 'EUR',
      }),
    };
  },
};

export const wise: TableLayout = {
  kind: 'table',
  name: 'intl-wise-balance',
  country: 'intl',
  history: { region: 'intl', currency: 'GBP' },
  formats: ['csv'],
  // Newest first, dashed day-first dates, the running balance and the currency on every row.
  sheet(history) {
    const rows = ordered(history, true).map((e, index) => [
      `TRANSFER-${900_000 + index}`,
      day(e.date, 'DD-MM-YYYY'),
      money(e.amountMinor),
      'GBP',
      e.name,
      '',
      money(e.balanceMinor),
      '',
      '',
      '',
      '0.00',
    ]);
    const header = [
      'TransferWise ID',
      'Date',
      'Amount',
      'Currency',
      'Description',
      'Payment Reference',
      'Running Balance',
      'Exchange From',
      'Exchange To',
      'Exchange Rate',
      'Total fees',
    ];
    return {
      rows: [header, ...rows],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'GBP',
        newestFirst: true,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const paypal: TableLayout = {
  kind: 'table',
  name: 'intl-paypal-activity',
  country: 'intl',
  history: { region: 'intl', currency: 'USD' },
  formats: ['csv'],
  csv: { quote: 'all', bom: true },
  // Gross, fee and net; the money moved is the net, and the fee is taken from money received.
  sheet(history) {
    const rows = history.entries.map((e, index) => {
      const fee = e.amountMinor > 0 ? -Math.round(e.amountMinor * 0.029 + 30) : 0;
      return [
        day(e.date, 'MM/DD/YYYY'),
        `${String(index % 24).padStart(2, '0')}:15:00`,
        'PST',
        e.name,
        e.amountMinor > 0 ? 'Website Payment' : 'PreApproved Payment Bill User Payment',
        'Completed',
        'USD',
        money(e.amountMinor - fee, { group: ',' }),
        money(fee, { group: ',' }),
        money(e.amountMinor, { group: ',' }),
        `${(0x1a2b3c + index).toString(16).toUpperCase()}12345678X`,
        money(e.balanceMinor, { group: ',' }),
      ];
    });
    const header = [
      'Date',
      'Time',
      'TimeZone',
      'Name',
      'Type',
      'Status',
      'Currency',
      'Gross',
      'Fee',
      'Net',
      'Transaction ID',
      'Balance',
    ];
    return {
      rows: [header, ...rows],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: 'USD',
        opening: true,
        closing: true,
      }),
    };
  },
};

export const commbank: TableLayout = {
  kind: 'table',
  name: 'au-commbank-everyday',
  country: 'AU',
  history: { region: 'intl', currency: 'AUD' },
  formats: ['csv'],
  // No header: date, amount and balance both with an explicit sign, the description between.
  csv: { quote: 'text' },
  sheet(history) {
    const rows = ordered(history, true).map((e) => [
      day(e.date, 'DD/MM/YYYY'),
      money(e.amountMinor, { sign: 'plus' }),
      e.name,
      money(e.balanceMinor, { sign: 'plus' }),
    ]);
    return {
      rows,
      header: -1,
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

export const FINTECH = [revolut, n26, wise, paypal, commbank];
