import {
  type DateRange,
  addDays,
  daysBetween,
  daysInMonth,
  monthRange,
  parts,
  toIso,
} from '../calendar/calendar';
import { type DateToken, tokenRange, tokenizeDates } from './date-tokens';
import { ORDINALS, numberOf } from './text';

/**
 * Reads the dates in a question against the statement's period: "in March", "on 3 March",
 * "2025-01-06", "05/03", "between 1 and 15 June", "the first week", "last month" (the last
 * full month of the statement), "since 10 March", "the last 10 days". Returns the range (both
 * ends inclusive) and the question without the words it used.
 */
export interface DateReading {
  range?: DateRange;
  rest: string;
}

const TOKEN = '§(\\d+)§';
const TO = '(?:and|to|till|until|through|thru|-|–)';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?';

/** The statement's last (or first) calendar month that it covers completely. */
function fullMonth(period: DateRange, which: 'first' | 'last'): DateRange {
  const fits = (range: DateRange) => range.start >= period.start && range.end <= period.end;
  const anchor = parts(which === 'last' ? period.end : period.start);
  const own = monthRange(anchor.year, anchor.month);
  if (fits(own)) return own;
  const step = which === 'last' ? -1 : 1;
  const next = parts(addDays(which === 'last' ? own.start : own.end, step));
  const neighbour = monthRange(next.year, next.month);
  return fits(neighbour) ? neighbour : own;
}

/** A billing cycle: a month long, from a day within one calendar month to the same in the next. */
function isOneCycle(period: DateRange): boolean {
  const start = parts(period.start);
  const end = parts(period.end);
  return (
    start.day !== 1 && start.month !== end.month && daysBetween(period.start, period.end) <= 35
  );
}

/** From a day of `end`'s month to `end`: "between 1 and 15 June", "between the 1st and the 15th". */
function fromDayOfMonth(day: number, end: string | undefined): DateRange | undefined {
  if (!end || day > parts(end).day) return undefined;
  return { start: `${end.slice(0, 8)}${String(day).padStart(2, '0')}`, end };
}

/** The latest date in the period that falls on this day of a month ("the 10th"). */
function latestDay(day: number, period: DateRange): string | undefined {
  let { year, month } = parts(period.end);
  const first = parts(period.start);
  while (year > first.year || (year === first.year && month >= first.month)) {
    if (day >= 1 && day <= daysInMonth(year, month)) {
      const iso = toIso(year, month, day);
      if (iso >= period.start && iso <= period.end) return iso;
    }
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return undefined;
}

type Rule = [
  RegExp,
  (
    m: (string | undefined)[],
    tokens: DateToken[],
    period: DateRange,
    today: string,
  ) => DateRange | undefined,
];

const tokenAt = (tokens: DateToken[], index: string | undefined) => tokens[Number(index)];
const dayOf = (tokens: DateToken[], index: string | undefined) => {
  const token = tokenAt(tokens, index);
  return token?.kind === 'day' ? token.iso : undefined;
};
const count = (word: string | undefined) => (word ? numberOf(word) : 1);

// prettier-ignore
const RULES: readonly Rule[] = [
  // between §0§ and §1§, from §0§ to §1§, §0§ – §1§
  [new RegExp(`(?:between|from)?\\s*${TOKEN}\\s*${TO}\\s*${TOKEN}`), (m, t) => {
    const a = tokenAt(t, m[1]);
    const b = tokenAt(t, m[2]);
    return a && b ? { start: tokenRange(a).start, end: tokenRange(b).end } : undefined;
  }],
  // §0§ compared to §1§, §0§ vs §1§: both, whichever comes first
  [new RegExp(`${TOKEN}\\s*(?:compared (?:to|with)|vs|versus|against)\\s*${TOKEN}`), (m, t) => {
    const a = tokenAt(t, m[1]);
    const b = tokenAt(t, m[2]);
    if (!a || !b) return undefined;
    const [x, y] = [tokenRange(a), tokenRange(b)];
    return { start: x.start < y.start ? x.start : y.start, end: x.end > y.end ? x.end : y.end };
  }],
  // between 1 and §0§ (15 June): the first day shares the second's month
  [new RegExp(`(?:between|from)?\\s*\\b${DAY}\\s*${TO}\\s*${TOKEN}`), (m, t) => {
    return fromDayOfMonth(Number(m[1]), dayOf(t, m[2]));
  }],
  // §0§ (June 1) to 15
  [new RegExp(`${TOKEN}\\s*(?:-|–|to|till|until|through)\\s*${DAY}\\b`), (m, t) => {
    const start = dayOf(t, m[1]);
    const day = Number(m[2]);
    const { year, month } = parts(start ?? '');
    if (!start || day < parts(start).day || day > daysInMonth(year, month)) return undefined;
    return { start, end: toIso(year, month, day) };
  }],
  // first half of §0§
  [new RegExp(`(first|1st|second|2nd|last|latter) half of (?:the month of )?${TOKEN}`), (m, t) => {
    const range = tokenRange(tokenAt(t, m[2]) ?? { kind: 'day', iso: '' });
    const middle = toIso(parts(range.start).year, parts(range.start).month, 15);
    return m[1] === 'first' || m[1] === '1st' ? { start: range.start, end: middle } : { start: addDays(middle, 1), end: range.end };
  }],
  // second week of §0§
  [new RegExp(`(first|1st|second|2nd|third|3rd|fourth|4th|last|final) week of (?:the month of )?${TOKEN}`), (m, t) => {
    const range = tokenRange(tokenAt(t, m[2]) ?? { kind: 'day', iso: '' });
    if (m[1] === 'last' || m[1] === 'final') return { start: addDays(range.end, -6), end: range.end };
    const start = addDays(range.start, 7 * ((ORDINALS[m[1] ?? ''] ?? 1) - 1));
    return { start, end: addDays(start, 6) };
  }],
  // since §0§, after §0§
  [new RegExp(`\\b(since|after|from|starting(?: on| from)?) ${TOKEN}`), (m, t, p) => {
    const range = tokenRange(tokenAt(t, m[2]) ?? { kind: 'day', iso: p.start });
    return { start: m[1] === 'after' ? addDays(range.end, 1) : range.start, end: p.end };
  }],
  // before §0§, until §0§
  [new RegExp(`\\b(before|until|till|up to|upto|through|by|prior to) ${TOKEN}`), (m, t, p) => {
    const range = tokenRange(tokenAt(t, m[2]) ?? { kind: 'day', iso: p.end });
    return { start: p.start, end: m[1] === 'before' || m[1] === 'prior to' ? addDays(range.start, -1) : range.end };
  }],
  // between the 1st and the 15th: days of the statement's latest month that has both
  [new RegExp(`\\b(?:between|from) the ${DAY}\\s*${TO}\\s*(?:the )?${DAY}\\b`), (m, _t, p) => {
    return fromDayOfMonth(Number(m[1]), latestDay(Number(m[2]), p));
  }],
  // on the 10th: the latest such day the statement covers ("the 2nd largest" is no date)
  [new RegExp(`\\b(?:on|of|by) the (\\d{1,2})(?:st|nd|rd|th)\\b(?! (?:week|half|month|largest|biggest|smallest|highest|lowest|most|least))`), (m, _t, p) => {
    const day = latestDay(Number(m[1]), p);
    return day ? { start: day, end: day } : undefined;
  }],
  // §0§ alone: a day or a month
  [new RegExp(TOKEN), (m, t) => {
    const token = tokenAt(t, m[1]);
    return token ? tokenRange(token) : undefined;
  }],
  // the last month of the statement: its own last month, however few of its days it holds
  [/\b(?:last|final|latest) month (?:of|in|on) (?:the|this|my) (?:statement|bill|invoice|extract)\b|\b(?:final|latest) month\b/, (_m, _t, p) => {
    const end = parts(p.end);
    const own = monthRange(end.year, end.month);
    return { start: own.start < p.start ? p.start : own.start, end: p.end };
  }],
  // last month, the first month (of the statement)
  [/\b(last|previous|final|latest|first|earliest) (?:full )?month\b/, (m, _t, p) =>
    fullMonth(p, m[1] === 'first' || m[1] === 'earliest' ? 'first' : 'last')],
  // this month: today's month when the statement covers it; else a card's one billing cycle
  // (5 October to 5 November) as a whole; else the statement's last month
  [/\b(this|current) month\b/, (_m, _t, p, today) => {
    const covered = today >= p.start && today <= p.end;
    if (!covered && isOneCycle(p)) return p;
    const anchor = parts(covered ? today : p.end);
    return monthRange(anchor.year, anchor.month);
  }],
  // the last 10 days, the first 2 weeks, the last week (of the statement)
  [/\b(last|past|final|first|previous) (\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|fourteen|thirty)? ?(days?|weeks?)\b/, (m, _t, p) => {
    const length = count(m[2]) * (m[3]?.startsWith('week') ? 7 : 1);
    return m[1] === 'first' ? { start: p.start, end: addDays(p.start, length - 1) } : { start: addDays(p.end, -(length - 1)), end: p.end };
  }],
  // the second week (of the statement)
  [/\b(second|2nd|third|3rd|fourth|4th) week\b/, (m, _t, p) => {
    const start = addDays(p.start, 7 * ((ORDINALS[m[1] ?? ''] ?? 1) - 1));
    return { start, end: addDays(start, 6) };
  }],
  [/\btoday\b/, (_m, _t, _p, today) => ({ start: today, end: today })],
  [/\byesterday\b/, (_m, _t, _p, today) => ({ start: addDays(today, -1), end: addDays(today, -1) })],
  // Q1 2025
  [/\bq([1-4])(?:\s+(\d{4}))?\b/, (m, _t, p) => {
    const year = m[2] ? Number(m[2]) : parts(p.end).year;
    const first = (Number(m[1]) - 1) * 3 + 1;
    return { start: toIso(year, first, 1), end: monthRange(year, first + 2).end };
  }],
  // in 2025 (a bare number could be an amount: "over 2000")
  [/\b(?:in|during|for|of|year)\s+((?:19|20)\d{2})\b/, (m) => ({ start: `${m[1] ?? ''}-01-01`, end: `${m[1] ?? ''}-12-31` })],
];

/** Leading words that only introduce a date ("on", "in", "during", "for the", "at the end of"). */
const LEAD_IN =
  /(?:\b(?:at the end of|at the start of|at the beginning of|by the end of|on|in|during|for|of|over|within|at|as of|as at)\s+)?(?:the\s+)?(?:statement'?s?\s+)?$/;

export function readDates(
  text: string,
  period: DateRange,
  dayFirst: boolean,
  today: string,
): DateReading {
  const { text: spaced, tokens } = tokenizeDates(text, period, dayFirst);
  const tokenized = spaced.replace(/\s+/g, ' ');
  for (const [pattern, resolve] of RULES) {
    const match = pattern.exec(tokenized);
    if (!match) continue;
    const range = resolve([...match], tokens, period, today);
    if (!range || range.start > range.end) continue;
    const before = tokenized.slice(0, match.index);
    const lead = LEAD_IN.exec(before);
    const kept =
      lead && lead[0] !== '' && !/at the (end|start|beginning) of/.test(lead[0])
        ? before.slice(0, lead.index)
        : before;
    const rest = `${kept} ${tokenized.slice(match.index + match[0].length)}`.replace(/§\d+§/g, ' ');
    return { range, rest: rest.replace(/\s+/g, ' ') };
  }
  return { rest: tokenized.replace(/§\d+§/g, ' ') };
}
