import { CATEGORIES } from '../categories/category-table';
import type { StatementView } from '../statement/view';
import { escapeRegExp, simplify, words } from './text';
import { CALENDAR_NAMES } from './vocabulary';

const CATEGORY_WORDS: ReadonlySet<string> = new Set(
  CATEGORIES.flatMap((category) => category.words.flatMap((word) => words(word))),
);

/** A name in which a month, a day or a category would otherwise be read: "Rent March". */
const misleading = (name: string) => {
  const parts = words(simplify(name));
  return (
    parts.length >= 2 && parts.some((part) => CALENDAR_NAMES.has(part) || CATEGORY_WORDS.has(part))
  );
};

/**
 * Takes out of a question the statement's merchants whose names hold a month, a day or a
 * category ("How much did I pay Rent March?", "from Refund from Zalando") before the dates and
 * categories are read, so their words name the merchant and nothing else.
 */
export function shieldNames(
  prepared: string,
  view: StatementView,
): { text: string; merchants: string[] } {
  let text = prepared;
  const merchants: string[] = [];
  const names = view.merchants.filter(misleading).sort((a, b) => b.length - a.length);
  for (const name of names) {
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${words(simplify(name)).map(escapeRegExp).join('[^\\p{L}\\p{N}]+')}(?![\\p{L}\\p{N}])`,
      'giu',
    );
    if (!pattern.test(text)) continue;
    text = text.replace(pattern, ' ');
    merchants.push(name);
  }
  return { text, merchants };
}
