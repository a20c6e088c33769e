import { isKnownCurrency } from '@sheetwise/contracts';
import { parseAmount } from '../parse-amount';

/** Marks that print beside an amount in its own column: Dr/Cr, a sign, a currency symbol. */
const AMOUNT_MARK = /^(?:cr|dr|db|[+\-=–]|[€$£¥₹]|S\$|US\$)\.?$/i;

/**
 * True for text that reads as a money amount (`1,234.56`, `(12.00)`, `-$29.99`, `12.50 CR`), in
 * either decimal mark: `129.582` is whole pesos grouped by a dot, and the table reader decides
 * the mark from the whole column.
 */
export function isAmountText(text: string): boolean {
  return /\d/.test(text) && (parseAmount(text) ?? parseAmount(text, { decimalMark: ',' })) !== null;
}

/** A sign, Dr/Cr flag or currency printed as a word of its own next to an amount. */
export function isAmountMark(text: string): boolean {
  const value = text.trim();
  return AMOUNT_MARK.test(value) || (/^[A-Z]{3}$/.test(value) && isKnownCurrency(value));
}
