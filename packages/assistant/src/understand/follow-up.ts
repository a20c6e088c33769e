import type { StatementView } from '../statement/view';
import { namesSomething, type Filters, type Query } from './query';
import { understand } from './understand';

/** "And in February?", "what about Zomato?", "same for groceries": a question that leans on the last one. */
const FOLLOW_UP =
  /^\s*(?:(?:and|but|ok|okay|also|now)\s+)?(?:what about|how about|same for|same thing for|what of|and)\b\s*/i;

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
  const match = FOLLOW_UP.exec(question);
  const earlier = previous === undefined || !match ? undefined : understand(previous, view, today);
  if (!match || !earlier) return understand(question, view, today);
  const fragment = understand(question.slice(match[0].length), view, today);
  if (!fragment) return understand(question, view, today);
  const merged: Query = {
    ...earlier,
    filters: replaceNamed(earlier.filters, fragment.filters),
    followsUp: previous ?? '',
  };
  // What the earlier question named and this one replaced no longer applies.
  delete merged.unknownTerm;
  delete merged.outsidePeriod;
  const unknown =
    fragment.unknownTerm ?? (namesSomething(fragment.filters) ? undefined : earlier.unknownTerm);
  if (unknown !== undefined) merged.unknownTerm = unknown;
  const outside = fragment.filters.range ? fragment.outsidePeriod : earlier.outsidePeriod;
  if (outside) merged.outsidePeriod = outside;
  return merged;
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
