import { currencyExponent, currencySymbol } from '@sheetwise/contracts';

/** Lakh grouping (1,31,430): the last three digits, then pairs, as Indian statements print. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Formats integer minor units in a currency: `₹1,31,430.74`, `$2,461.81`, `€31,070.11`,
 * `SEK 12.00`; with no currency, plain `131,430.74`. Negative amounts get a leading `-`.
 * Integer arithmetic only, so no floating-point rounding can change a figure.
 */
export function formatMoney(minor: number, currency: string | null | undefined): string {
  const code = currency?.toUpperCase() ?? null;
  const exponent = currencyExponent(code);
  const scale = 10 ** exponent;
  const absolute = Math.abs(Math.round(minor));
  const whole = String(Math.floor(absolute / scale));
  const fraction = exponent > 0 ? `.${String(absolute % scale).padStart(exponent, '0')}` : '';
  const grouped = code === 'INR' ? groupIndian(whole) : groupThousands(whole);
  const prefix = code === null ? '' : (currencySymbol(code) ?? `${code} `);
  return `${minor < 0 ? '-' : ''}${prefix}${grouped}${fraction}`;
}

/** A signed change, with `+` for money gained: `+₹1,08,595.25`, `-$9.58`. */
export function formatSignedMoney(minor: number, currency: string | null | undefined): string {
  return minor > 0 ? `+${formatMoney(minor, currency)}` : formatMoney(minor, currency);
}

/** Major units typed in a question (`500`, `1,250.50`) to minor units of the currency. */
export function toMinor(major: number, currency: string | null | undefined): number {
  return Math.round(major * 10 ** currencyExponent(currency));
}
