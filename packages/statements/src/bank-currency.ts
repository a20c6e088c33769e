/**
 * The currency a statement's own bank keeps its accounts in, for a file that names no currency
 * but prints its bank's name above or below the table (`State Bank of India`). Only banks that
 * work in one country and hold their customers' accounts in its currency; a bank with accounts
 * in several (HSBC, Citi, Standard Chartered) says nothing.
 */
// prettier-ignore
const BANKS: readonly (readonly [string, string])[] = [
  ['State Bank of India', 'INR'], ['Bank of India', 'INR'], ['Union Bank of India', 'INR'],
  ['Central Bank of India', 'INR'], ['Punjab National Bank', 'INR'], ['Bank of Baroda', 'INR'],
  ['Canara Bank', 'INR'], ['Indian Overseas Bank', 'INR'], ['HDFC Bank', 'INR'],
  ['ICICI Bank', 'INR'], ['Axis Bank', 'INR'], ['Kotak Mahindra Bank', 'INR'],
  ['IndusInd Bank', 'INR'], ['IDFC First Bank', 'INR'], ['Federal Bank', 'INR'],
  ['Commonwealth Bank of Australia', 'AUD'], ['Bank Central Asia', 'IDR'], ['Bank Mandiri', 'IDR'],
  ['Kasikornbank', 'THB'], ['Siam Commercial Bank', 'THB'], ['Banco do Brasil', 'BRL'],
];

/**
 * Currencies whose countries group digits in lakhs and crores (1,00,000.00): there, a six-figure
 * amount grouped in thousands (100,000.00) was not printed by a bank of the country.
 */
const LAKH_CURRENCIES = new Set(['INR']);

const PATTERNS = BANKS.map(
  ([name, currency]) =>
    [name, currency, new RegExp(`(?:^|[^\\p{L}])${name}(?![\\p{L}])`, 'iu')] as const,
);

export interface BankCurrency {
  bank: string;
  currency: string;
}

/** The banks of known country a text names, each with its currency. */
export function bankCurrenciesIn(text: string): BankCurrency[] {
  return PATTERNS.filter(([, , pattern]) => pattern.test(text)).map(([bank, currency]) => ({
    bank,
    currency,
  }));
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
