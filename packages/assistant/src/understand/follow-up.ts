import { addDays, monthRange, parts } from '../calendar/calendar';
import type { StatementView } from '../statement/view';
import { detectIntent } from './detect-intent';
import { fromHinglish } from './hinglish';
import { toEnglish } from './languages';
import { namesSomething, type Filters, type Query } from './query';
import { prepare, simplify } from './text';
import { understand } from './understand';

/**
 * "And in February?", "what about Zomato?", "same for groceries", Hinglish "aur sabse chhota?":
 * a question that leans on the last one (other languages are in English words by now).
 */
const FOLLOW_UP =
  /^\s*(?:(?:and|but|ok|okay|also|now)\s+)?(?:what about|how about|same for|same thing for|what of|and|aur)\b\s*/i;

/**
 * Reads a follow-up as the previous question with what the follow-up names put in place of the
 * same kind of thing: after "How much did I spend on Swiggy in January?", "and in February?"
 * asks about Swiggy in February, and "what about Zomato?" about Zomato in January. A question
 * that is not a follow-up, or follows nothing this statement answers, is read on its own.
 */
export function understandInContext(
  question: string,
  previous: string | undefined,
  view: StatementView,
  today: string,
): Query | undefined {
  const english = toEnglish(question, view);
  const match = FOLLOW_UP.exec(english);
  const earlier = previous === undefined || !match ? undefined : understand(previous, view, today);
  if (!match || !earlier) return understand(english, view, today);
  const rest = english.slice(match[0].length);
  const fragment = understand(rest, view, today);
  const before = monthBefore(rest, earlier);
  if (!fragment && !before) return understand(english, view, today);
  const merged: Query = {
    ...withMeasure(earlier, fragment, rest),
    filters: fragment ? replaceNamed(earlier.filters, fragment.filters) : { ...earlier.filters },
    followsUp: previous ?? '',
  };
  if (before) merged.filters.range = before;
  // What the earlier question named and this one replaced no longer applies.
  delete merged.unknownTerm;
  delete merged.outsidePeriod;
  const unknown =
    fragment?.unknownTerm ??
    (fragment && namesSomething(fragment.filters) ? undefined : earlier.unknownTerm);
  if (unknown !== undefined) merged.unknownTerm = unknown;
  const outside = fragment?.filters.range ? fragment.outsidePeriod : earlier.outsidePeriod;
  if (outside && !before) merged.outsidePeriod = outside;
  return merged;
}

/**
 * "And the smallest?", "how many?": a follow-up that asks for another measure of the same rows.
 * Only the follow-up's own words count, not the total a named merchant alone would be read as.
 */
function withMeasure(earlier: Query, fragment: Query | undefined, rest: string): Query {
  const measure = detectIntent(simplify(fromHinglish(prepare(rest))), false, undefined);
  if (!fragment || !measure) return earlier;
  const direction = measure.direction ?? earlier.direction;
  return {
    ...measure,
    filters: earlier.filters,
    ...(direction ? { direction } : {}),
    ...(fragment.n !== undefined ? { n: fragment.n } : {}),
  };
}

/** "And the month before?": the calendar month before the one the earlier question asked about. */
function monthBefore(rest: string, earlier: Query): Filters['range'] {
  const range = earlier.filters.range;
  if (!range || !/\b(the )?month before\b/.test(rest)) return undefined;
  const { year, month } = parts(addDays(range.start, -1));
  return monthRange(year, month);
}

function replaceNamed(earlier: Filters, fragment: Filters): Filters {
  const things = namesSomething(fragment)
    ? {
        merchants: fragment.merchants,
        categories: fragment.categories,
        bankCategories: fragment.bankCategories,
        texts: fragment.texts,
      }
    : {};
  const merged: Filters = { ...earlier, ...things };
  if (fragment.range) merged.range = fragment.range;
  if (fragment.weekdays) merged.weekdays = fragment.weekdays;
  if (fragment.currency) merged.currency = fragment.currency;
  return merged;
}
