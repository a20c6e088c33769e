import { tidy } from '../table/describe';

/**
 * A description from its parts, in the order given (the counterparty first, then the purpose):
 * whitespace runs collapse, empty parts go, and a part already contained in another (an OFX NAME
 * cut to 32 characters inside its MEMO) is dropped. Parts join with ` - `, as the table reader
 * joins columns.
 */
export function joinParts(parts: readonly (string | undefined)[]): string {
  // Two parts, the usual case, are joined without the lists (QIF's payee and memo, 100,000 times).
  if (parts.length === 2) return joinTwo(tidy(parts[0] ?? ''), tidy(parts[1] ?? ''));
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

function joinTwo(first: string, second: string): string {
  if (!first || !second) return first || second;
  const a = first.toLowerCase();
  const b = second.toLowerCase();
  if (b.includes(a)) return second;
  if (a.includes(b)) return first;
  return `${first} - ${second}`;
}
