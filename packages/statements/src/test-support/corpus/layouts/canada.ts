import { day, money } from '../cells';
import { expectedOf, type TableLayout } from '../layout';

/** Canada: month-first dates, dollars named by a header of their own or not at all. */
const mdy = (iso: string) => day(iso, 'MM/DD/YYYY');

export const rbcChequing: TableLayout = {
  kind: 'table',
  name: 'ca-rbc-chequing',
  country: 'CA',
  history: { region: 'us', currency: 'CAD' },
  formats: ['csv'],
  csv: { quote: 'text' },
  // The amount's column is named by its currency alone; a second one stays empty.
  sheet(history) {
    const first = (kind: string) =>
      kind === 'shop' ? 'INTERAC PURCHASE' : kind === 'bill' ? 'BILL PAYMENT' : 'PAYROLL DEPOSIT';
    const rows = history.entries.map((e) => [
      'Chequing',
      '01234-5678901',
      day(e.date, 'M/D/YYYY'),
      '',
      first(e.kind),
      e.name,
      money(e.amountMinor),
      '',
    ]);
    const header = [
      'Account Type',
      'Account Number',
      'Transaction Date',
      'Cheque Number',
      'Description 1',
      'Description 2',
      'CAD$',
      'USD$',
    ];
    return {
      rows: [header, ...rows],
      header: 0,
      expected: expectedOf(history, {
        describe: (e) => `${first(e.kind)} ${e.name}`,
        currency: 'CAD',
      }),
    };
  },
};

export const tdChequing: TableLayout = {
  kind: 'table',
  name: 'ca-td-chequing',
  country: 'CA',
  history: { region: 'us', currency: 'CAD' },
  formats: ['csv'],
  // No header: date, description, withdrawal, deposit, balance.
  sheet(history) {
    const rows = history.entries.map((e) => [
      mdy(e.date),
      e.name,
      e.amountMinor < 0 ? money(-e.amountMinor) : '',
      e.amountMinor > 0 ? money(e.amountMinor) : '',
      money(e.balanceMinor),
    ]);
    return {
      rows,
      header: -1,
      expected: expectedOf(history, {
        describe: (e) => e.name,
        currency: null,
        opening: true,
        closing: true,
      }),
    };
  },
};

export const CANADA = [rbcChequing, tdChequing];
