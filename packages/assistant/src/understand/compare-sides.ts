import type { DateRange } from '../calendar/calendar';
import type { DateReading } from './parse-dates';

/** A question that weighs one thing against another and asks which is larger. */
const WEIGHING = /\b(more|less|higher|lower|bigger|smaller|most|least)\b/;
/** The word that parts the two sides: "July or June", "March vs April", "May than June". */
const PARTING = /\s(?:or|vs|versus|compared (?:to|with)|against|than)\s/;

/**
 * The two periods an either/or question weighs ("Did I spend more in July or June?", "March vs
 * April: when did I spend more?"), each read from its own side of the parting word. Undefined
 * unless the question asks which is larger and each side names a different period.
 */
export function comparedPeriods(
  prepared: string,
  readRange: (text: string) => DateReading,
): [DateRange, DateRange] | undefined {
  if (!WEIGHING.test(prepared)) return undefined;
  const parting = PARTING.exec(prepared);
  if (!parting) return undefined;
  const before = readRange(prepared.slice(0, parting.index)).range;
  const after = readRange(prepared.slice(parting.index + parting[0].length)).range;
  if (!before || !after) return undefined;
  const same = before.start === after.start && before.end === after.end;
  return same ? undefined : [before, after];
}
