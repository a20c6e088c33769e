/** A sign, digits, and at most one decimal mark followed by digits; both sides may be empty. */
const DECIMAL = /^([+-]?)(\d*)(?:([.,])(\d*))?$/;

/**
 * Reads an amount as a machine writes it (OFX `-34.51`, MT940 `1234,56`, CAMT `1234.5`) into
 * integer minor units, exactly: the digits are joined as text and read once, never through a
 * float. Unlike `parseAmount`, which reads what people print, nothing here is a thousands
 * separator: a bank export writes none, so `1.234` is one and a quarter, and a second mark, a
 * space or a letter makes the text unreadable. `marks` says which decimal marks the format allows.
 * Returns null for anything else, for decimals past the currency's minor unit that are not zeros,
 * and for amounts too large to hold exactly.
 */
export function exactMinor(text: string, exponent: number, marks: '.' | ',' | '.,'): number | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '', mark, fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  if (mark !== undefined && !marks.includes(mark)) return null;
  if (fraction.length > exponent && /[^0]/.test(fraction.slice(exponent))) return null;
  const digits = whole + fraction.slice(0, exponent).padEnd(exponent, '0');
  const magnitude = Number(digits);
  if (!Number.isSafeInteger(magnitude)) return null;
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}
