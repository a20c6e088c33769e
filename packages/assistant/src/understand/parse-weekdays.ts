import { WEEKDAY_NAMES } from '../calendar/calendar';

/**
 * "On weekends", "on weekdays" and "on Saturdays": a filter on the day of the week (0 is
 * Sunday), read before the other words so that "weekends" is never taken for a merchant the
 * statement lacks.
 */
export interface WeekdayReading {
  weekdays?: number[];
  rest: string;
}

const WEEKEND = /\b(?:on |during |over )?(?:the )?week-?ends?\b/;
const WEEKDAY = /\b(?:on |during )?(?:the )?week-?days?\b/;

const NAMES = WEEKDAY_NAMES.map((name) => name.toLowerCase());
/** "On Saturday", "on Mondays", "Friday nights": the named days, each read once. */
const NAMED = new RegExp(
  `\\b(?:on |during )?(${NAMES.join('|')})s?\\b(?: nights?| mornings?| evenings?)?`,
  'g',
);

export function readWeekdays(text: string): WeekdayReading {
  if (WEEKEND.test(text)) return { weekdays: [0, 6], rest: text.replace(WEEKEND, ' ') };
  if (WEEKDAY.test(text)) return { weekdays: [1, 2, 3, 4, 5], rest: text.replace(WEEKDAY, ' ') };
  const named = [...text.matchAll(NAMED)].map((match) => NAMES.indexOf(match[1] ?? ''));
  if (named.length > 0) {
    return { weekdays: [...new Set(named)].sort((a, b) => a - b), rest: text.replace(NAMED, ' ') };
  }
  return { rest: text };
}
