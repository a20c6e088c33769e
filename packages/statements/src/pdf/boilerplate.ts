import { summaryKind } from '../table/summary-lines';
import { looksLikeDate } from './dates';
import { segmentsOf } from './lines';
import { isAmountText } from './values';
import type { Line } from './types';

/** Page headers and footers stay put: their baselines vary by less than this across pages. */
const SAME_PLACE = 3;

/**
 * Finds the lines every page repeats (`Page 3 of 6`, the holder's name and closing date, a
 * bank's address): the same text, digits aside, at the same height on at least half the pages
 * (and two or more). Lines that look like a transaction (a date and an amount) or a balance line
 * are never boilerplate, however often they recur: a daily coffee is not a footer. Returns, per
 * page, the indexes of its boilerplate lines. Linear in the number of lines.
 */
export function findBoilerplate(pages: readonly (readonly Line[])[]): Set<number>[] {
  const seen = new Map<string, { pages: Set<number>; low: number; high: number }>();
  const keys = pages.map((lines, page) =>
    lines.map((line) => {
      const key = keyOf(line);
      if (key === null) return null;
      const entry = seen.get(key) ?? { pages: new Set<number>(), low: line.y, high: line.y };
      entry.pages.add(page);
      entry.low = Math.min(entry.low, line.y);
      entry.high = Math.max(entry.high, line.y);
      seen.set(key, entry);
      return key;
    }),
  );
  const needed = Math.max(2, Math.ceil(pages.length / 2));
  const repeated = new Set(
    [...seen]
      .filter(([, entry]) => entry.pages.size >= needed && entry.high - entry.low <= SAME_PLACE)
      .map(([key]) => key),
  );
  return keys.map(
    (lineKeys) =>
      new Set(lineKeys.flatMap((key, index) => (key !== null && repeated.has(key) ? [index] : []))),
  );
}

/** The line's text with digits masked, or null for a line that must never be dropped. */
function keyOf(line: Line): string | null {
  const texts = segmentsOf(line.words).map((segment) => segment.text);
  const dated = texts.some(looksLikeDate);
  const amount = texts.some((text) => isAmountText(text) && !looksLikeDate(text));
  if ((dated && amount) || summaryKind(texts) !== null) return null;
  return texts.join(' ').replace(/\d/g, '#');
}
