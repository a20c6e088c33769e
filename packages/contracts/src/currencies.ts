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

/** Every code above, in order: what the upload card offers. */
export const KNOWN_CURRENCIES: readonly string[] = [
  ...ZERO_DECIMALS,
  ...MORE_ZERO_DECIMALS,
  ...THREE_DECIMALS,
  ...TWO_DECIMALS,
].sort();
