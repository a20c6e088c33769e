import { day, money, type Cell } from '../cells';
import type { History } from '../history';
import { expectedOf, type TableLayout } from '../layout';

/**
 * Statements whose amounts carry a bare `$`, which some twenty currencies write. A Spanish
 * export of a Mexican account that names no code must leave the currency unset (the app then
 * asks for it); one that names its code anywhere (`Moneda: MXN`, a currency column) is read in
 * it; an English export with no other evidence stays in US dollars, and a Spanish one that says
 * `USD` is US dollars.
 */
const PESOS = { region: 'mx', currency: 'MXN', scale: 17 } as const;
const DOLLARS = { region: 'us', currency: 'USD', scale: 1 } as const;
const dollars = (minor: number) =>
  money(Math.abs(minor), { group: ',', prefix: '$', sign: 'none' });
const blankOr = (show: boolean, minor: number): Cell => (show ? dollars(minor) : '');

/** Fecha / Concepto / Cargo / Abono / Saldo, day first, each amount unsigned on its side. */
function spanishTable(history: History, extra?: { header: string; cell: string }): Cell[][] {
  return [
    ['Fecha', 'Concepto', 'Cargo', 'Abono', 'Saldo', ...(extra ? [extra.header] : [])],
    ...history.entries.map((e) => [
      day(e.date, 'DD/MM/YYYY'),
      e.name,
      blankOr(e.amountMinor < 0, e.amountMinor),
      blankOr(e.amountMinor > 0, e.amountMinor),
      dollars(e.balanceMinor),
      ...(extra ? [extra.cell] : []),
    ]),
  ];
}

function layout(
  name: string,
  country: string,
  currency: string | null,
  rows: (history: History) => { above: Cell[][]; table: Cell[][] },
): TableLayout {
  return {
    kind: 'table',
    name,
    country,
    history: country === 'US' ? DOLLARS : PESOS,
    formats: ['csv', 'xlsx'],
    sheet(history) {
      const { above, table } = rows(history);
      return {
        rows: [...above, ...table],
        header: above.length,
        expected: expectedOf(history, {
          describe: (e) => e.name,
          currency,
          opening: true,
          closing: true,
        }),
      };
    },
  };
}

const ACCOUNT = ['Cuenta', 'Libretón Básico *4821'];

export const spanishBareDollar = layout('mx-dollar-no-code', 'MX', null, (history) => ({
  above: [['Estado de cuenta'], ACCOUNT, []],
  table: spanishTable(history),
}));

export const spanishDollarMonedaMxn = layout('mx-dollar-moneda-mxn', 'MX', 'MXN', (history) => ({
  above: [['Estado de cuenta'], ACCOUNT, ['Moneda: MXN'], []],
  table: spanishTable(history),
}));

export const spanishDollarMxnLine = layout('mx-dollar-mxn-line', 'MX', 'MXN', (history) => ({
  above: [['Consulta de movimientos', 'MXN'], ACCOUNT, []],
  table: spanishTable(history),
}));

export const spanishDollarMxnColumn = layout('mx-dollar-mxn-column', 'MX', 'MXN', (history) => ({
  above: [['Estado de cuenta'], ACCOUNT, []],
  table: spanishTable(history, { header: 'Moneda', cell: 'MXN' }),
}));

export const spanishDollarUsd = layout('mx-dollar-usd', 'MX', 'USD', (history) => ({
  above: [['Estado de cuenta'], ['Cuenta en dólares', '*7730'], ['Moneda: USD'], []],
  table: spanishTable(history),
}));

/** A US bank's export: English headers, month-first dates, `$` on every amount. */
export const englishDollar = layout('us-dollar-english', 'US', 'USD', (history) => ({
  above: [['Account Activity'], ['Account Number', 'XXXXXX4821'], []],
  table: [
    ['Date', 'Description', 'Withdrawals', 'Deposits', 'Balance'],
    ...history.entries.map((e) => [
      day(e.date, 'MM/DD/YYYY'),
      e.name,
      blankOr(e.amountMinor < 0, e.amountMinor),
      blankOr(e.amountMinor > 0, e.amountMinor),
      dollars(e.balanceMinor),
    ]),
  ],
}));

export const DOLLAR_SIGN: readonly TableLayout[] = [
  spanishBareDollar,
  spanishDollarMonedaMxn,
  spanishDollarMxnLine,
  spanishDollarMxnColumn,
  spanishDollarUsd,
  englishDollar,
];
