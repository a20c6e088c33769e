import { parseAmount } from '../parse-amount';

/** Wording only a card statement uses. */
const CARD_WORDS =
  /credit card|card ?member|credit (?:limit|line)|minimum (?:payment|amount|due)|payment due date|card (?:number|services|account)/i;

/**
 * Tells whether the table is a card statement written the issuer's way: charges as plain
 * numbers, payments and refunds marked `(412.16)`, `-$29.99` or `CR`. Needs the statement to
 * speak of a card, the table to have one amount column and no running balance, and at least
 * half its amounts to be plain.
 */
export function isIssuerSigned(text: string, amounts: readonly string[]): boolean {
  if (!CARD_WORDS.test(text)) return false;
  const parsed = amounts.map((amount) => parseAmount(amount)).filter((value) => value !== null);
  const plain = parsed.filter((value) => value.sign === null && value.drCr === null).length;
  return parsed.length > 0 && plain * 2 >= parsed.length;
}

/**
 * Rewrites an issuer-signed card amount in our sign (money out negative), keeping its currency
 * symbol and digits: a charge `$35.30` becomes `-$35.30`, a credit `(1.38)`, `-$29.99` or
 * `29.99 CR` becomes `+1.38`, `+$29.99`, `+29.99`. Text that is not an amount is returned as is.
 */
export function toOurSign(text: string): string {
  const value = parseAmount(text);
  if (!value) return text;
  const credit = value.drCr ? value.drCr === 'cr' : value.minor < 0;
  const bare = text
    .trim()
    .replace(/^(?:cr|dr|db)\.?\s*|\s*(?:cr|dr|db)\.?$/i, '')
    .replace(/^\((.*)\)$/, '$1')
    .replace(/^[-\u2212]\s*|\s*[-\u2212]$/g, '')
    .trim();
  return `${credit ? '+' : '-'}${bare}`;
}
