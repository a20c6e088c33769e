import {
  DEFAULT_DISPLAY_PREFERENCES,
  currencyExponent,
  type CurrencyDisplay,
} from '@sheetwise/contracts';

/*
 * Amounts arrive as integer minor units with the statement's currency, when it printed one. The
 * answer's text is written by the server with thousands grouping and the currency's decimals, so
 * the table and the chart use the same look, in English, whatever the browser's language.
 */
const LOCALE = 'en-US';
/** Indian statements (and the server's text for them) group in lakhs: 1,31,430.74. */
const LOCALE_FOR: Record<string, string> = { INR: 'en-IN' };

/** Keeps a figure and its currency on one line, as Intl does. */
const NO_BREAK_SPACE = '\u00a0';

/*
 * A sheet formats thousands of figures, and building a NumberFormat costs far more than using
 * one: each is made once per currency (null: Intl does not know the code).
 */
const currencyFormats = new Map<string, Intl.NumberFormat | null>();
const plainFormats = new Map<number, Intl.NumberFormat>();

/**
 * Intl gives the symbol and the grouping only. The decimals are always the contracts' table's,
 * the minor units the server stored the amount in: Intl's own (CLDR's) give HUF, IDR, PKR and
 * others none, which showed a SPAR purchase of 4,990 forints as 499,000.
 */
function currencyFormat(code: string): Intl.NumberFormat | null {
  const known = currencyFormats.get(code);
  if (known !== undefined) return known;
  const digits = currencyExponent(code);
  let format: Intl.NumberFormat | null;
  try {
    format = new Intl.NumberFormat(LOCALE_FOR[code] ?? LOCALE, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  } catch {
    // Not an ISO 4217 code Intl knows: the plain figure is shown with the code instead.
    format = null;
  }
  currencyFormats.set(code, format);
  return format;
}

function plainFormat(digits: number): Intl.NumberFormat {
  let format = plainFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    plainFormats.set(digits, format);
  }
  return format;
}

/** The signed, grouped figure without its currency symbol: `-1,200.00` of `-$1,200.00`. */
function figureOf(format: Intl.NumberFormat, value: number): string {
  return format
    .formatToParts(value)
    .filter((part) => part.type !== 'currency')
    .map((part) => part.value)
    .join('')
    .trim();
}

/**
 * `-$1,200.00`, `₹1,31,430.74`, `HUF 450,012.50`, or `2,214.60` when the statement has no
 * currency; with the user's choice of display, `-1,200.00 $` or `USD -1,200.00`. Only the
 * currency moves: the grouping stays the currency's own, and the decimals are always the
 * currency's minor units (`currencyExponent`), so every screen shows what the server stored.
 * The one place the browser turns minor units into a figure.
 */
export function formatMoney(
  minor: number,
  currency?: string | null,
  display: CurrencyDisplay = DEFAULT_DISPLAY_PREFERENCES.currencyDisplay,
): string {
  const code = currency?.trim().toUpperCase() || null;
  const digits = currencyExponent(code);
  const value = minor / 10 ** digits;
  const format = code ? currencyFormat(code) : null;
  if (!format) {
    const plain = plainFormat(digits).format(value);
    if (!code) return plain;
    return display === 'symbol-after' ? `${plain} ${code}` : `${code} ${plain}`;
  }
  if (display === 'symbol-before') return format.format(value);
  if (display === 'code') return `${code}${NO_BREAK_SPACE}${figureOf(format, value)}`;
  const symbol = format.formatToParts(value).find((part) => part.type === 'currency')?.value;
  return `${figureOf(format, value)}${NO_BREAK_SPACE}${symbol ?? code}`;
}
