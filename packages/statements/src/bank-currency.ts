import { banksNamedOrCodedIn } from './bank-names';

/**
 * Currencies whose countries group digits in lakhs and crores (1,00,000.00): there, a six-figure
 * amount grouped in thousands (100,000.00) was not printed by a bank of the country.
 */
const LAKH_CURRENCIES = new Set(['INR']);

export interface BankCurrency {
  bank: string;
  currency: string;
}

/**
 * The currency a statement's own bank keeps its accounts in, for a file that names no currency
 * but prints its bank's name or code above or below the table (`State Bank of India`, `IFS Code:
 * SBIN0012345`): only the banks
 * whose name alone may set it; a bank with accounts in several (HSBC, Citi) says nothing.
 */
export function bankCurrenciesIn(text: string): BankCurrency[] {
  return banksNamedOrCodedIn(text).flatMap(({ name, currency, setsCurrency }) =>
    setsCurrency && currency ? [{ bank: name, currency }] : [],
  );
}

/** `1,00,000.00`: at least one group of two digits before the last three. */
const LAKH_GROUPED = /(?:^|[^\d,.])\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?(?![\d,])/;
/** `100,000.00`, `1,234,567.00`: six or more figures grouped in threes. */
const THOUSANDS_GROUPED = /(?:^|[^\d,.])(?:\d{3}|\d{1,3}(?:,\d{3})+),\d{3}(?:\.\d+)?(?![\d,])/;

/**
 * Whether amounts printed as these cells are agree with a currency's country: for one that
 * groups in lakhs, no six-figure amount grouped in thousands. Lakh grouping alone proves no
 * currency (Pakistan, Nepal and Sri Lanka write it too), so it only ever speaks against.
 */
export function groupingAgrees(currency: string, cells: readonly string[]): boolean {
  if (!LAKH_CURRENCIES.has(currency)) return true;
  return !cells.some((cell) => THOUSANDS_GROUPED.test(cell) && !LAKH_GROUPED.test(cell));
}
