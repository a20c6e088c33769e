import { currencyExponent, isKnownCurrency } from '@sheetwise/contracts';
import { bankCurrenciesIn, groupingAgrees } from '../bank-currency';
import { currenciesIn, symbolCurrenciesIn, takeCurrency } from '../currency';
import { currencyOfIban, ibansIn } from '../iban-currency';
import { maskAccount } from '../mask';
import { cellCurrency, readHeaderCell, unitCurrency } from './columns';
import { DOLLAR_SIGN_CURRENCIES, dollarCurrenciesNamed, dollarPointsAway } from './dollar-sign';
import type { LayoutCurrency } from '../types';
import type { Table } from './locate-table';

export interface CurrencyContext {
  /** The statement's one currency, or null when it names none or several. */
  currency: string | null;
  /** Every currency, when the file mixes several. */
  currencies?: string[];
  /** A row's own currency, when the file mixes several. */
  rowCurrency: (row: readonly string[]) => string | undefined;
  /** Digits in the minor unit for a row's amounts. */
  exponentFor: (row: readonly string[]) => number;
  /** Set when the file names no currency and it was taken from the account's IBAN (masked). */
  fromIban?: string;
  /** Set when the file names none and it was taken from the bank it names (State Bank of India). */
  fromBank?: string;
  /** Set when the file names none and the person gave one to a statement of the same layout. */
  fromLayout?: boolean;
  /** Set when the amounts carry a bare `$` that the rest of the file does not settle. */
  unsettledDollar?: boolean;
}

/** Anything but digits, marks, signs and spaces: a money cell that may name its currency. */
const NOT_A_DIGIT = /[^\d.,\s+\-()']/;

/**
 * The currency, from the most to the least explicit statement of it: a currency column; a code
 * in a money column's header (`Withdrawals (SGD)`); symbols or codes inside the amounts (`£`,
 * `-$7,971.39`); one code in the preamble (`Account Name : EUR`); one unambiguous symbol in the
 * preamble or the notes below the table (`Rs.`, `₹`); last, the country of the account's own
 * IBAN (in the preamble or an account column, never a counterparty's in a description) or of
 * the bank the file names, which the reader then says it assumed. A file with none of these, or
 * with evidence that disagrees, gets null. US dollars are then weighed (`weighDollar`): a bare
 * `$` is written by some twenty currencies.
 */
export function findCurrency(table: Table, moneyColumns: readonly number[]): CurrencyContext {
  const found = namedCurrency(table, moneyColumns);
  return found.currency === 'USD' ? weighDollar(table, moneyColumns, found) : found;
}

function namedCurrency(table: Table, moneyColumns: readonly number[]): CurrencyContext {
  const { columns, body, preamble } = table;
  const column = columns.currency;
  if (column !== undefined) {
    const codes = distinct(body.map((row) => cellCurrency(row[column] ?? '')));
    if (codes.length > 1) {
      const rowCurrency = (row: readonly string[]) => cellCurrency(row[column] ?? '') ?? undefined;
      return {
        currency: null,
        currencies: codes.sort(),
        rowCurrency,
        exponentFor: (row) => currencyExponent(rowCurrency(row)),
      };
    }
    if (codes[0]) return single(codes[0]);
  }
  if (columns.headerCurrency) return single(columns.headerCurrency);
  const symbols = new Set<string>();
  for (const row of body) {
    for (const index of moneyColumns) {
      const cell = row[index] ?? '';
      const symbol = NOT_A_DIGIT.test(cell) ? takeCurrency(cell).currency : null;
      if (symbol !== null) symbols.add(symbol);
    }
  }
  const [symbol] = symbols;
  if (symbols.size === 1 && symbol) return single(symbol);
  const stated = distinct(preamble.flatMap((row) => currenciesIn(row.join(' '))));
  if (stated.length === 1 && stated[0]) return single(stated[0]);
  const labelled = distinct(preamble.flatMap(labelledCurrencies));
  if (labelled.length === 1 && labelled[0]) return single(labelled[0]);
  const notes = notesOf(table, moneyColumns);
  if (stated.length === 0) {
    // A symbol in a title or a note (`Balance: ₹ 1,00,700.75`); two different ones say none.
    const written = distinct(notes.flatMap(symbolCurrenciesIn));
    if (written.length > 0) return single(written.length === 1 ? (written[0] ?? null) : null);
  }
  return fromBankOrIban(table, notes, moneyColumns);
}

/**
 * US dollars found above stand when the file names them (`USD`, `US$`, `US Dollars`) or when
 * nothing in it points elsewhere, for they may rest on a bare `$` alone. Another dollar the file
 * names (`Moneda: MXN`) is taken; two name none. With only a bare `$`, the account's IBAN or
 * bank gives its country's currency when that is written with a `$` too, and any IBAN, a header
 * in another language or pesos leave the currency unset, to be asked: `$` in a Spanish file may
 * be MXN, COP, ARS or CLP, and a guess would mix its rows with real dollars in every total.
 */
function weighDollar(
  table: Table,
  moneyColumns: readonly number[],
  found: CurrencyContext,
): CurrencyContext {
  const { columns, body, preamble } = table;
  const notes = notesOf(table, moneyColumns);
  const cellColumns = [
    ...moneyColumns,
    ...(columns.currency === undefined ? [] : [columns.currency]),
  ];
  // Only cells with letters can name a currency (`USD 12.00`, `MXN`); `$1,234.56` cannot.
  const cells = distinct(
    body.flatMap((row) => cellColumns.map((index) => row[index] ?? '').filter(hasLetter)),
  );
  const named = dollarCurrenciesNamed([...columns.names, ...notes, ...cells]);
  if (named.length > 0) return single(named.length === 1 ? (named[0] ?? null) : null);
  const unsettled = { ...single(null), unsettledDollar: true };
  const other = fromBankOrIban(table, notes, moneyColumns);
  if (other.currency !== null) {
    return DOLLAR_SIGN_CURRENCIES.has(other.currency) ? other : unsettled;
  }
  if (accountIbans(table).length > 0) return unsettled;
  const labels = [...columns.names, ...preamble.flat()];
  return dollarPointsAway(labels, notes) ? unsettled : found;
}

/**
 * The file's text outside its transactions: the preamble, and the rows after the last one with
 * an amount (totals, notes). Descriptions are left out: the banks and currencies they name are
 * the other party's.
 */
export function notesOf({ preamble, body }: Table, moneyColumns: readonly number[]): string[] {
  const hasAmount = (row: readonly string[]) =>
    moneyColumns.some((index) => /\d/.test(row[index] ?? ''));
  let last = body.length - 1;
  while (last >= 0 && !hasAmount(body[last] ?? [])) last -= 1;
  return [...preamble, ...body.slice(last + 1)].map((row) => row.join(' '));
}

/**
 * The account's IBAN, or else the bank the file names, when its amounts are printed as that
 * bank's country prints them. Both, disagreeing, say nothing: a wrong currency would misstate
 * every figure, none is asked for.
 */
function fromBankOrIban(
  table: Table,
  notes: readonly string[],
  moneyColumns: readonly number[],
): CurrencyContext {
  const iban = fromAccountIban(table);
  const banks = notes.flatMap(bankCurrenciesIn).sort((a, b) => b.bank.length - a.bank.length);
  const currencies = distinct(banks.map((found) => found.currency));
  const [currency] = currencies;
  if (currencies.length !== 1 || !currency || !banks[0]) return iban;
  if (iban.currency !== null) return iban.currency === currency ? iban : single(null);
  const amounts = table.body.flatMap((row) => moneyColumns.map((index) => row[index] ?? ''));
  if (!groupingAgrees(currency, amounts)) return single(null);
  return { ...single(currency), fromBank: banks[0].bank };
}

function fromAccountIban(table: Table): CurrencyContext {
  const ibans = accountIbans(table);
  const currencies = distinct(ibans.map(currencyOfIban));
  const [iban] = ibans;
  if (currencies.length !== 1 || !currencies[0] || !iban) return single(null);
  return {
    ...single(currencies[0]),
    fromIban: `${iban.slice(0, 2)} ${maskAccount(iban) ?? ''}`.trim(),
  };
}

/** The account's own IBANs: in the preamble or an account column, never in a description. */
function accountIbans({ columns, body, preamble }: Table): string[] {
  const account = columns.account;
  const texts = [
    ...preamble.map((row) => row.join(' ')),
    ...(account === undefined ? [] : distinct(body.map((row) => row[account] ?? ''))),
  ];
  return distinct(texts.flatMap(ibansIn));
}

/**
 * Currencies a preamble row states under a currency label, in one cell (`Valuta: LEI`) or in
 * the cell after the label (`สกุลเงิน | THB`), in words a code search misses (LEI, Rs, zł).
 */
function labelledCurrencies(row: readonly string[]): (string | null)[] {
  const found: (string | null)[] = [];
  row.forEach((cell, index) => {
    const [label = '', inline] = cell.split(/[:=]/, 2);
    if (readHeaderCell(label).role !== 'currency') return;
    const value = inline?.trim() || row.slice(index + 1).find((next) => next.trim() !== '');
    if (value) found.push(unitCurrency(value.trim()) ?? null);
  });
  return found;
}

/**
 * The file's own currency; when it names none, the one the person gave an earlier statement of
 * the same layout, whose amounts are then read in that currency's minor units.
 */
export function currencyOrLayouts(
  found: CurrencyContext,
  signature: string,
  remembered: readonly LayoutCurrency[] = [],
): CurrencyContext {
  if (found.currency !== null || found.currencies) return found;
  const chosen = remembered.find((entry) => entry.headerSignature === signature)?.currency;
  return chosen && isKnownCurrency(chosen) ? { ...single(chosen), fromLayout: true } : found;
}

function single(currency: string | null): CurrencyContext {
  const exponent = currencyExponent(currency);
  return { currency, rowCurrency: () => undefined, exponentFor: () => exponent };
}

const hasLetter = (text: string) => /\p{L}/u.test(text);

function distinct(values: readonly (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))];
}

/** What the reader assumed about a currency the file does not name, one sentence each. */
export function currencyWarnings(currency: CurrencyContext): string[] {
  const code = String(currency.currency);
  const warnings: string[] = [];
  if (currency.fromIban) {
    warnings.push(
      `The file names no currency, so we took ${code} from the country of the account's IBAN (${currency.fromIban}).`,
    );
  }
  if (currency.fromBank) {
    warnings.push(
      `The file names no currency, so we took ${code}, the currency of its bank (${currency.fromBank}).`,
    );
  }
  if (currency.unsettledDollar) {
    warnings.push(
      'The amounts are written with $, which several currencies use (US, Mexican and Canadian dollars, pesos…), and the file does not say which, so we left the currency for you to choose.',
    );
  }
  if (currency.fromLayout) {
    warnings.push(
      `The file names no currency, so we used ${code}, which you chose for a statement laid out like this one.`,
    );
  }
  return warnings;
}
