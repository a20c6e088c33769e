import { CATEGORIES } from '../categories/category-table';
import { MERCHANTS } from '../merchants/merchant-table';
import type { StatementView } from '../statement/view';
import { escapeRegExp, simplify, words } from './text';
import { CALENDAR_NAMES } from './vocabulary';

const CATEGORY_WORDS: ReadonlySet<string> = new Set(
  CATEGORIES.flatMap((category) => category.words.flatMap((word) => words(word))),
);

const ALIASES = new Map(MERCHANTS.map((rule) => [rule.name, rule.aliases ?? []]));

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
  // A merchant's other names too: "M&S SIMPLY FOOD" is M&S, and "food" in it is no category.
  const names = view.merchants
    .flatMap((merchant) =>
      [merchant, ...(ALIASES.get(merchant) ?? [])].map((name) => ({ name, merchant })),
    )
    .filter(({ name }) => misleading(name))
    .sort((a, b) => b.name.length - a.name.length);
  for (const { name, merchant } of names) {
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${words(simplify(name)).map(escapeRegExp).join('[^\\p{L}\\p{N}]+')}(?![\\p{L}\\p{N}])`,
      'giu',
    );
    if (!pattern.test(text)) continue;
    text = text.replace(pattern, ' ');
    if (!merchants.includes(merchant)) merchants.push(merchant);
  }
  return { text, merchants };
}
