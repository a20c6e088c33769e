import { DEFAULT_DISPLAY_PREFERENCES, type CurrencyDisplay } from '@sheetwise/contracts';

/*
 * Amounts arrive as integer minor units with the statement's currency, when it printed one. The
 * answer's text is written by the server with thousands grouping and two decimals, so the table
 * and the chart use the same look, in English, whatever the browser's language.
 */
const LOCALE = 'en-US';
/** Indian statements (and the server's text for them) group in lakhs: 1,31,430.74. */
const LOCALE_FOR: Record<string, string> = { INR: 'en-IN' };

const PLAIN = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Keeps a figure and its currency on one line, as Intl does. */
const NO_BREAK_SPACE = '\u00a0';

function currencyFormat(code: string): Intl.NumberFormat | null {
  try {
    return new Intl.NumberFormat(LOCALE_FOR[code] ?? LOCALE, { style: 'currency', currency: code });
  } catch {
    // Not an ISO 4217 code Intl knows: show the plain figure with the code instead.
    return null;
  }
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
 * `-$1,200.00`, `₹1,31,430.74`, or `2,214.60` when the statement has no currency; with the
 * user's choice of display, `-1,200.00 $` or `USD -1,200.00`. Only the currency moves: the
 * grouping and the decimals stay the currency's own.
 */
export function formatMoney(
  minor: number,
  currency?: string | null,
  display: CurrencyDisplay = DEFAULT_DISPLAY_PREFERENCES.currencyDisplay,
): string {
  const code = currency?.trim().toUpperCase();
  const format = code ? currencyFormat(code) : null;
  if (!format) {
    const plain = PLAIN.format(minor / 100);
    if (!code) return plain;
    return display === 'symbol-after' ? `${plain} ${code}` : `${code} ${plain}`;
  }
  // The currency decides where the decimal point goes (JPY has none, BHD has three).
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const value = minor / 10 ** digits;
  if (display === 'symbol-before') return format.format(value);
  if (display === 'code') return `${code}${NO_BREAK_SPACE}${figureOf(format, value)}`;
  const symbol = format.formatToParts(value).find((part) => part.type === 'currency')?.value;
  return `${figureOf(format, value)}${NO_BREAK_SPACE}${symbol ?? code}`;
}
