import { factQuery, statedFactAsked } from './stated-fact-words';
import { addMonths, monthRange, overlaps, parts, type DateRange } from '../calendar/calendar';
import type { StatementView } from '../statement/view';
import { accountForWords } from './accounted-words';
import { namesSomething, type Filters, type Query } from './query';
import { toEnglish } from './languages';
import { understand } from './understand';

/**
 * "And in February?", "what about Zomato?", "same for groceries", Hinglish "aur sabse chhota?":
 * a question that leans on the last one (other languages are in English words by now).
 */
const FOLLOW_UP =
  /^\s*(?:(?:and|but|ok|okay|also|now|so)\s+)?(?:what about|how about|same for|same thing for|what of|and|aur)\b\s*/i;

/**
 * "How many was that?", "how many times did I shop there?": a question pointing back at the
 * last one's rows. "Are there", "is there" only say something exists.
 */
const POINTING_BACK =
  /\b(that|those|them|it|there)\b(?<!\b(?:are|is|were|was) there)(?!\s+(?:is|are|was|were)\b)/i;

/** "The month before", "the previous month", "the month after": moves the last question's month. */
const MONTH_SHIFT: readonly [RegExp, number][] = [
  [
    /\b(the )?month (before|earlier|prior)\b|\b(previous|prior|preceding) month\b|\bthe one (before|prior to) (that|it|this)\b|\bthe (previous|prior|preceding) one\b|\b(uske|usse|iske|isse) (pehle|pichh?le) (wale |wala )?(month|mahine|mahina)\b/i,
    -1,
  ],
  [
    /\b(the )?month after\b|\b(next|following) month\b|\bthe one after (that|it|this)\b|\b(uske|usse|iske|isse) (baad|agle) (wale |wala )?(month|mahine|mahina)\b/i,
    1,
  ],
];

/** What a question's own measure words set, taken whole from a follow-up that states one. */
const MEASURE = [
  'intent',
  'extreme',
  'rank',
  'pick',
  'n',
  'metric',
  'per',
  'balance',
  'groupBy',
  'share',
  'rate',
  'compare',
] as const;

/**
 * Reads a follow-up as the previous question with one thing changed: after "How much did I spend
 * on Swiggy in January?", "and in February?" asks about Swiggy in February, "what about
 * Zomato?" about Zomato in January, "and how many times?" for a count of the same rows, and
 * "the month before?" about December. A question that is not a follow-up, or follows nothing
 * this statement answers, is read on its own. Either way every known word must show in the
 * reading (accounted-words.ts).
 */
export function understandInContext(
  question: string,
  previous: readonly string[],
  view: StatementView,
  today: string,
): Query | undefined {
  // A summary figure ("minimum payment", "pago mínimo") is asked on its own and read before any
  // other step, which would take "minimum" for the smallest row.
  const fact = statedFactAsked(question);
  if (fact) return factQuery(fact);
  // Each earlier question is read in the light of the one before it ("and the smallest?" after
  // "the largest in May?" is the smallest in May), so a chain of follow-ups keeps its thread.
  let earlier: Earlier | undefined;
  for (const text of previous) {
    const read = readInContext(text, earlier, view, today);
    earlier = read ? { text, query: read } : undefined;
  }
  const query = readInContext(question, earlier, view, today);
  return query && accountForWords(query, view);
}

/** Words that say which rows a question is about, so it stands on its own. */
const ROWS_NAMED =
  /\b(transactions?|payments?|purchases?|entries|items|rows|lines|movements|operations|bookings|debits?|credits?|expenses?|withdrawals?|deposits?|spen[dt]|received|income|statement)\b/i;

/** A count and a word for rows, and nothing else: "how many purchases?", "how many payments". */
const BARE_COUNT =
  /^\s*(?:and\s+|so\s+)?how many (?:transactions|purchases|payments|debits|credits|entries|orders)\s*\??\s*$/i;

/**
 * "How many times?", "何回ですか?", "kitni baar?": a measure alone, naming no rows, period or
 * direction, asks it of the last question's rows.
 */
function elliptical(question: string, alone: Query | undefined): boolean {
  // Its own words, or the words they were read as ("line items" as transactions), name its rows,
  // unless they are all it says: "how many purchases?" right after "total at Yemeksepeti".
  if (BARE_COUNT.test(question)) return alone?.intent === 'count';
  if (ROWS_NAMED.test(question) || ROWS_NAMED.test(alone?.leftover ?? '')) return false;
  return (
    alone?.asked === true &&
    ['count', 'average', 'extreme'].includes(alone.intent) &&
    alone.direction === undefined &&
    !namesSomething(alone.filters) &&
    alone.filters.range === undefined
  );
}

interface Earlier {
  text: string;
  query: Query;
}

function readInContext(
  asked: string,
  previous: Earlier | undefined,
  view: StatementView,
  today: string,
): Query | undefined {
  // Other languages are read in English words from here on ("e o menor?" → "and the smallest").
  const question = toEnglish(asked, view);
  const lead = FOLLOW_UP.exec(question);
  const shiftRule = MONTH_SHIFT.find(([pattern]) => pattern.test(question));
  const shift = shiftRule?.[1];
  // The question read on its own: the answer when it follows nothing, and the test of a bare measure.
  const alone = understand(question, view, today);
  const pointing =
    POINTING_BACK.test(question) || (previous !== undefined && elliptical(question, alone));
  const earlier = !lead && !pointing && shift === undefined ? undefined : previous?.query;
  if (!earlier || !previous) return alone;
  const after = lead ? question.slice(lead[0].length) : question;
  const rest = shiftRule ? after.replace(shiftRule[0], ' ') : after;
  const fragment = rest === question ? alone : understand(rest, view, today);
  // A pointing word in a question that names its own things is no follow-up ("that Amazon order").
  if (!lead && shift === undefined && fragment && namesSomething(fragment.filters)) return fragment;
  if (!fragment) {
    return shift === undefined ? alone : shifted(earlier, shift, previous.text, view);
  }
  const merged: Query = {
    ...(fragment.asked ? withoutMeasure(earlier) : earlier),
    filters: replaceNamed(earlier.filters, fragment.filters),
    followsUp: previous.text,
  };
  if (fragment.asked) Object.assign(merged, measureOf(fragment));
  // "The largest expense?" after "what salary came in?" turns the way the money went: the
  // earlier question's categories were of the other way, and do not carry.
  const turned =
    fragment.direction && earlier.direction && fragment.direction !== earlier.direction;
  if (turned && !namesSomething(fragment.filters))
    merged.filters = { ...merged.filters, categories: [], bankCategories: [] };
  // What the earlier question named and this one replaced no longer applies.
  delete merged.unknownTerm;
  delete merged.outsidePeriod;
  delete merged.unreadWords;
  const unknown =
    fragment.unknownTerm ?? (namesSomething(fragment.filters) ? undefined : earlier.unknownTerm);
  if (unknown !== undefined) merged.unknownTerm = unknown;
  const outside = fragment.filters.range ? fragment.outsidePeriod : earlier.outsidePeriod;
  if (outside) merged.outsidePeriod = outside;
  if (fragment.leftover !== undefined) merged.leftover = fragment.leftover;
  return shift === undefined || fragment.filters.range
    ? merged
    : shifted(merged, shift, previous.text, view);
}

const isMeasure = (key: string) => (MEASURE as readonly string[]).includes(key);

/** The earlier query without its measure, which a follow-up stating its own replaces whole. */
const withoutMeasure = (query: Query) =>
  Object.fromEntries(Object.entries(query).filter(([key]) => !isMeasure(key))) as Query;

/** The follow-up's own measure, and its direction when it names one (else the earlier's stays). */
const measureOf = (fragment: Query): Partial<Query> =>
  Object.fromEntries(
    Object.entries(fragment).filter(
      ([key, value]) => (isMeasure(key) || key === 'direction') && value !== undefined,
    ),
  );

/** The earlier question about the month before or after the one it asked about. */
function shifted(
  query: Query,
  months: number,
  previous: string | undefined,
  view: StatementView,
): Query | undefined {
  const range = query.filters.range;
  if (!range) return undefined;
  const { year, month } = parts(addMonths(range.start, months));
  const moved: DateRange = monthRange(year, month);
  const next: Query = {
    ...query,
    filters: { ...query.filters, range: moved },
    followsUp: previous ?? '',
  };
  delete next.outsidePeriod;
  if (!overlaps(moved, view.period)) next.outsidePeriod = moved;
  return next;
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
