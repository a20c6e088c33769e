/*
 * Amounts arrive as integer minor units with the statement's currency, when it printed one. The
 * answer's text is written by the server with thousands grouping and two decimals, so the table
 * and the chart use the same look, in English, whatever the browser's language.
 */
const LOCALE = 'en-US';
/** Indian statements (and the server's text for them) group in lakhs: 1,31,430.74. */
const LOCALE_FOR: Record<string, string> = { INR: 'en-IN' };

const PLAIN = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function currencyFormat(code: string): Intl.NumberFormat | null {
  try {
    return new Intl.NumberFormat(LOCALE_FOR[code] ?? LOCALE, { style: 'currency', currency: code });
  } catch {
    // Not an ISO 4217 code Intl knows: show the plain figure with the code instead.
    return null;
  }
}

/** `-$1,200.00`, `₹1,31,430.74`, or `2,214.60` when the statement has no currency. */
export function formatMoney(minor: number, currency?: string | null): string {
  const code = currency?.trim().toUpperCase();
  const format = code ? currencyFormat(code) : null;
  if (!format) {
    const plain = PLAIN.format(minor / 100);
    return code ? `${code} ${plain}` : plain;
  }
  // The currency decides where the decimal point goes (JPY has none, BHD has three).
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}
