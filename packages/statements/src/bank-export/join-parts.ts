import { tidy } from '../table/describe';

/**
 * A description from its parts, in the order given (the counterparty first, then the purpose):
 * whitespace runs collapse, empty parts go, and a part already contained in another (an OFX NAME
 * cut to 32 characters inside its MEMO) is dropped. Parts join with ` - `, as the table reader
 * joins columns.
 */
export function joinParts(parts: readonly (string | undefined)[]): string {
  const kept = parts.map((part) => tidy(part ?? '')).filter(Boolean);
  if (kept.length < 2) return kept[0] ?? '';
  const lower = kept.map((part) => part.toLowerCase());
  return kept
    .filter((_, index) => {
      const mine = lower[index] ?? '';
      return !lower.some(
        (other, at) => at !== index && other.includes(mine) && (other !== mine || at < index),
      );
    })
    .join(' - ');
}
