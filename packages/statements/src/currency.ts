import { currencyExponent, isKnownCurrency } from '@sheetwise/contracts';

/**
 * Symbols, longest first so `S$` wins over `$`. A bare `$` is read as US dollars here; the table
 * reader then weighs it against the rest of the file (`table/dollar-sign.ts`), since some twenty
 * currencies write it.
 */
const SYMBOLS: [string, string][] = [
  ['US$', 'USD'],
  ['S$', 'SGD'],
  ['A$', 'AUD'],
  ['C$', 'CAD'],
  ['NZ$', 'NZD'],
  ['HK$', 'HKD'],
  ['R$', 'BRL'],
  ['Rs.', 'INR'],
  ['Rs', 'INR'],
  ['$', 'USD'],
  ['£', 'GBP'],
  ['€', 'EUR'],
  ['₹', 'INR'],
  ['¥', 'JPY'],
  ['₩', 'KRW'],
  ['₽', 'RUB'],
  ['₺', 'TRY'],
  ['₪', 'ILS'],
  ['฿', 'THB'],
  ['₫', 'VND'],
  ['₱', 'PHP'],
  ['zł', 'PLN'],
  ['Ft', 'HUF'],
  ['Kč', 'CZK'],
];

/** A currency column's cell, or a code in a header such as `Withdrawals (SGD)`. */
export function normalizeCurrencyCode(value: string): string | null {
  const code = value.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

/**
 * Finds and removes one currency marker (symbol or known ISO code) from an amount's text.
 * Returns the text without it and the currency it named, if any.
 */
export function takeCurrency(text: string): { rest: string; currency: string | null } {
  const code = /(?:^|[^A-Za-z])([A-Z]{3})(?![A-Za-z])/.exec(text);
  if (code?.[1] && isKnownCurrency(code[1])) {
    return { rest: text.replace(code[1], ' '), currency: code[1] };
  }
  for (const [symbol, iso] of SYMBOLS) {
    const index = text.indexOf(symbol);
    if (index >= 0 && isSymbolAt(text, symbol, index)) {
      return {
        rest: text.slice(0, index) + ' ' + text.slice(index + symbol.length),
        currency: iso,
      };
    }
  }
  return { rest: text, currency: null };
}

/** Letter symbols (Rs, Ft, zł, Kč) must stand alone, not inside a word. */
function isSymbolAt(text: string, symbol: string, index: number): boolean {
  if (!/^[A-Za-z]/.test(symbol)) return true;
  const before = text[index - 1] ?? ' ';
  const after = text[index + symbol.length] ?? ' ';
  return !/[A-Za-z]/.test(before) && !/[A-Za-z]/.test(after);
}

/** Known ISO codes mentioned in free text, e.g. a preamble line `Account Name : EUR`. */
export function currenciesIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?:^|[^A-Za-z])([A-Z]{3})(?![A-Za-z])/g)) {
    if (match[1] && isKnownCurrency(match[1])) found.add(match[1]);
  }
  return [...found];
}

/**
 * Symbols that name one currency wherever they stand, in a title or a note (`All amounts in
 * ₹`), not only beside an amount. Not a bare `$` or `¥` (several countries' dollars and yen or
 * yuan), nor letters that are as often a word's (`Ft.`, `Kč`).
 */
const TEXT_SYMBOLS = SYMBOLS.filter(([symbol]) => !['$', '¥', 'Ft', 'Kč', 'zł'].includes(symbol));

/** Currencies free text names by an unambiguous symbol, e.g. `Opening balance: Rs. 1,00,000`. */
export function symbolCurrenciesIn(text: string): string[] {
  const found = new Set<string>();
  let rest = text;
  for (const [symbol, iso] of TEXT_SYMBOLS) {
    let index = rest.indexOf(symbol);
    while (index >= 0) {
      if (isSymbolAt(rest, symbol, index)) found.add(iso);
      // Blanked, so `Rs` is not found again inside `Rs.` and `$` never inside `US$`.
      rest = rest.slice(0, index) + ' '.repeat(symbol.length) + rest.slice(index + symbol.length);
      index = rest.indexOf(symbol, index + symbol.length);
    }
  }
  return [...found];
}

/** Minor units as a plain decimal for messages, e.g. 3107009 with exponent 2 is `31070.09`. */
export function formatMinor(minor: number, currency: string | null): string {
  const exponent = currencyExponent(currency);
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const whole = exponent > 0 ? `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}` : digits;
  return `${minor < 0 ? '-' : ''}${whole}${currency ? ` ${currency}` : ''}`;
}
