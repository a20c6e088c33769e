/**
 * "On weekends" and "on weekdays": a filter on the day of the week (0 is Sunday), read before
 * the other words so that "weekends" is never taken for a merchant the statement lacks.
 */
export interface WeekdayReading {
  weekdays?: number[];
  rest: string;
}

const WEEKEND = /\b(?:on |during |over )?(?:the )?week-?ends?\b/;
const WEEKDAY = /\b(?:on |during )?(?:the )?week-?days?\b/;

export function readWeekdays(text: string): WeekdayReading {
  if (WEEKEND.test(text)) return { weekdays: [0, 6], rest: text.replace(WEEKEND, ' ') };
  if (WEEKDAY.test(text)) return { weekdays: [1, 2, 3, 4, 5], rest: text.replace(WEEKDAY, ' ') };
  return { rest: text };
}
