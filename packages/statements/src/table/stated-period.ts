import { parseDateColumn, type DateOrder } from '../parse-date';
import { normalizeWords } from './columns';

export interface Period {
  start: string;
  end: string;
  /**
   * Day or month first, when the period's own numeric dates settle it (`29/09/2026`,
   * `01.07.2026`): dates printed without a year below it are written the same way.
   */
  order?: DateOrder;
}

const MONTH = '[A-Za-z\u00C0-\u017F]{3,9}\\.?';
/** Date-shaped runs inside a preamble line; parse-date decides whether each really is one. */
const DATE_TOKEN = new RegExp(
  [
    String.raw`\d{4}-\d{1,2}-\d{1,2}`,
    String.raw`\d{1,2}[./-]\d{1,2}[./-]\d{2,4}`,
    String.raw`\d{1,2}[ -]${MONTH}[ -,]+\d{4}`,
    String.raw`${MONTH} \d{1,2},? \d{4}`,
  ]
    .map((pattern) => `(?<![\\w.])${pattern}(?![\\w])`)
    .join('|'),
  'g',
);

/** Labels of a line that holds only the first or only the last day, in the fixtures' languages. */
const START_LABEL = /\b(start|begin\w*|from|since|kezdete|dal|du|vom|desde|inizio|van)\b/;
const END_LABEL = /\b(end|until|to|vege|al|au|bis|hasta|fine|tot)\b/;

/** A line naming the one day the statement is as at: `Statement as at: 31 Aug 2024`. */
const AS_AT_LABEL = /\b(as at|as of|statement date|stand per|stand vom|per datum)\b/;

/**
 * The day a statement says it is "as at", on a preamble line of its own with one date: what a
 * balance printed beside it without a date of its own is the balance of.
 */
export function statedAsAt(
  preamble: readonly (readonly string[])[],
  hint?: DateOrder,
): string | null {
  for (const row of preamble) {
    const line = row.filter(Boolean).join(' ');
    if (!AS_AT_LABEL.test(normalizeWords(line))) continue;
    const tokens = [...line.matchAll(DATE_TOKEN)].map((match) => match[0]);
    if (tokens.length === 1) return parseDateColumn(tokens, hint).dates[0] ?? null;
  }
  return null;
}

/**
 * The period a statement names above its table: `Statement Period: 02 May 2023 To 01 Jul 2023`
 * on one line, or a start date and an end date on labelled lines of their own. Returns null when
 * the preamble names none, or names one that runs backwards.
 */
export function statedPeriod(
  preamble: readonly (readonly string[])[],
  hint?: DateOrder,
): Period | null {
  const lines = preamble.map((row) => row.filter(Boolean).join(' '));
  const found = lines.map((line) => [...line.matchAll(DATE_TOKEN)].map((match) => match[0]));
  const column = parseDateColumn(found.flat(), hint);
  const parsed = column.dates;
  let cursor = 0;
  const datesByLine = found.map((tokens) =>
    tokens.map(() => parsed[cursor++]).filter((date): date is string => Boolean(date)),
  );
  let start: string | null = null;
  let end: string | null = null;
  for (const [index, dates] of datesByLine.entries()) {
    const label = normalizeWords(lines[index] ?? '');
    if (dates.length === 2) {
      start ??= dates[0] ?? null;
      end ??= dates[1] ?? null;
    } else if (dates.length === 1 && END_LABEL.test(label) && !START_LABEL.test(label)) {
      end ??= dates[0] ?? null;
    } else if (dates.length === 1 && START_LABEL.test(label)) {
      start ??= dates[0] ?? null;
    }
  }
  if (!start || !end || start > end) return null;
  // An order both hints agree on came from the dates themselves, not from the hint.
  const settled = !column.guessed && parseDateColumn(found.flat(), otherOrder(hint)).order;
  return settled === column.order ? { start, end, order: settled } : { start, end };
}

function otherOrder(hint: DateOrder | undefined): DateOrder {
  return hint === 'mdy' ? 'dmy' : 'mdy';
}
