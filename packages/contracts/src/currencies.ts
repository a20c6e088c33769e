/**
 * ISO 4217 codes we recognise inside free text (amount cells, headers, preambles), grouped by
 * their exponents, and the ones a person may give a statement that names none.
 */
export const ZERO_DECIMALS = ['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF'];
export const MORE_ZERO_DECIMALS = ['UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF'];
export const THREE_DECIMALS = ['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'];
// prettier-ignore
export const TWO_DECIMALS = [
  'AED', 'ARS', 'AUD', 'BGN', 'BRL', 'CAD', 'CHF', 'CNY', 'COP', 'CZK', 'DKK', 'EGP', 'EUR',
  'GBP', 'GHS', 'HKD', 'HUF', 'IDR', 'ILS', 'INR', 'KES', 'LKR', 'LTL', 'LVL', 'MAD', 'MXN',
  'MYR', 'NGN', 'NOK', 'NPR', 'NZD', 'PEN', 'PHP', 'PKR', 'PLN', 'QAR', 'RON', 'RSD', 'RUB',
  'SAR', 'SEK', 'SGD', 'THB', 'TRY', 'TWD', 'UAH', 'USD', 'ZAR', 'BDT', 'HRK', 'SKK',
];

/**
 * The other ISO 4217 currencies in use, all with two decimals. Left out are codes that are also
 * words or abbreviations written in capitals (ALL, BOB, CUP, MOP, SOS, TOP, CVE, SHP, STN, SVC),
 * which a preamble's or an amount's text would otherwise be taken to name, and the funds codes
 * (BOV, CLF, UYI…) no account is kept in.
 */
// prettier-ignore
export const MORE_TWO_DECIMALS = [
  'AFN', 'AMD', 'AOA', 'AWG', 'AZN', 'BAM', 'BBD', 'BMD', 'BND', 'BSD', 'BTN', 'BWP', 'BYN', 'BZD',
  'CDF', 'CRC', 'DOP', 'DZD', 'ERN', 'ETB', 'FJD', 'FKP', 'GEL', 'GIP', 'GMD', 'GTQ', 'GYD', 'HNL',
  'HTG', 'IRR', 'JMD', 'KGS', 'KHR', 'KYD', 'KZT', 'LAK', 'LBP', 'LRD', 'LSL', 'MDL', 'MGA', 'MKD',
  'MMK', 'MNT', 'MRU', 'MUR', 'MVR', 'MWK', 'MZN', 'NAD', 'NIO', 'PAB', 'PGK', 'SBD', 'SCR', 'SDG',
  'SLE', 'SRD', 'SSP', 'SYP', 'SZL', 'TJS', 'TMT', 'TTD', 'TZS', 'UYU', 'UZS', 'VES', 'WST', 'XCD',
  'XCG', 'YER', 'ZMW', 'ZWG',
];

/** Every code above, in order: what the upload card offers. */
export const KNOWN_CURRENCIES: readonly string[] = [
  ...ZERO_DECIMALS,
  ...MORE_ZERO_DECIMALS,
  ...THREE_DECIMALS,
  ...TWO_DECIMALS,
  ...MORE_TWO_DECIMALS,
].sort();

/** The digits of a minor unit when the currency is unknown or not named: cents. */
export const DEFAULT_CURRENCY_EXPONENT = 2;

/**
 * The digits of each known currency's minor unit (ISO 4217): how many of an amount's stored
 * minor units make one unit. The readers store amounts by it, the server's sheet query, CSV and
 * XLSX divide by it, and the browser and the assistant write figures with it. Intl's own digits
 * (CLDR's, which give HUF, IDR or PKR none) must never decide, or one figure shows 100 times
 * another.
 */
export const CURRENCY_EXPONENTS: ReadonlyMap<string, number> = new Map<string, number>([
  ...[...ZERO_DECIMALS, ...MORE_ZERO_DECIMALS].map((code) => [code, 0] as const),
  ...THREE_DECIMALS.map((code) => [code, 3] as const),
  ...[...TWO_DECIMALS, ...MORE_TWO_DECIMALS].map((code) => [code, 2] as const),
]);

export function isKnownCurrency(code: string): boolean {
  return CURRENCY_EXPONENTS.has(code.toUpperCase());
}

/** Digits after the decimal point in the currency's minor unit (2 when we do not know it). */
export function currencyExponent(code: string | null | undefined): number {
  if (!code) return DEFAULT_CURRENCY_EXPONENT;
  return CURRENCY_EXPONENTS.get(code.toUpperCase()) ?? DEFAULT_CURRENCY_EXPONENT;
}

/**
 * The symbols Sheetwise writes before an amount (the assistant's answers, the spreadsheet
 * download); any other currency is written as its code.
 */
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  INR: '₹',
  USD: '$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  SGD: 'S$',
  AUD: 'A$',
  CAD: 'C$',
};

export function currencySymbol(code: string): string | null {
  return CURRENCY_SYMBOLS[code.toUpperCase()] ?? null;
}
