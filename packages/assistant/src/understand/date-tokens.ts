import {
  type DateRange,
  isValidDay,
  monthRange,
  overlaps,
  parts,
  toIso,
} from '../calendar/calendar';

/**
 * Finds the dates a question names and swaps each for a placeholder `§n§`, so range phrases
 * ("between §0§ and §1§", "first week of §0§") can be read from a short, regular text.
 * Text-month forms go first: in "1-12 June" the date is "12 June", not 1 December.
 */

export type DateToken =
  { kind: 'day'; iso: string } | { kind: 'month'; year: number; month: number };

export interface Tokenized {
  text: string;
  tokens: DateToken[];
}

const MONTH_WORD =
  '(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\\.?';
const ORDINAL = '(?:st|nd|rd|th)?';
/** Word edges in any script: "mar" is no month in "MARÍA", nor "march" in "MARCHÉ". */
const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';
const YEAR = "(?:[\\s,']+(\\d{4}))?";

export function monthNumber(word: string): number {
  return (
    ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(
      word.slice(0, 3),
    ) + 1
  );
}

/** Days outside the period count by how far they are from it, so the closest year wins. */
function distance(range: DateRange, period: DateRange): number {
  if (overlaps(range, period)) return 0;
  return range.end < period.start
    ? Number(period.start.slice(0, 4)) - Number(range.end.slice(0, 4)) + 0.5
    : Number(range.start.slice(0, 4)) - Number(period.end.slice(0, 4)) + 0.5;
}

/** The year that puts a month (or a day of it) in the statement's period, latest first. */
function pickYear(
  period: DateRange,
  make: (year: number) => DateRange | undefined,
): number | undefined {
  const last = parts(period.end).year;
  let best: { year: number; score: number } | undefined;
  for (let year = last + 1; year >= parts(period.start).year - 1; year--) {
    const range = make(year);
    if (!range) continue;
    const score = distance(range, period);
    if (!best || score < best.score) best = { year, score };
  }
  return best?.year;
}

function dayToken(
  period: DateRange,
  month: number,
  day: number,
  year?: number,
): DateToken | undefined {
  const chosen =
    year ??
    pickYear(period, (y) =>
      isValidDay(y, month, day)
        ? { start: toIso(y, month, day), end: toIso(y, month, day) }
        : undefined,
    );
  if (chosen === undefined || !isValidDay(chosen, month, day)) return undefined;
  return { kind: 'day', iso: toIso(chosen, month, day) };
}

const fullYear = (text: string | undefined) =>
  text === undefined ? undefined : text.length === 2 ? 2000 + Number(text) : Number(text);

const inPeriod = (token: DateToken | undefined, period: DateRange) =>
  token?.kind === 'day' && token.iso >= period.start && token.iso <= period.end;

type Match = (string | undefined)[];
type Reader = (match: Match, period: DateRange, dayFirst: boolean) => DateToken | undefined;

const READERS: readonly [RegExp, Reader][] = [
  // 2025-01-06
  [
    /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g,
    (m, p) => dayToken(p, Number(m[2]), Number(m[3]), Number(m[1])),
  ],
  // 2025/01/06
  [
    /\b(\d{4})\/(\d{1,2})\/(\d{1,2})\b/g,
    (m, p) => dayToken(p, Number(m[2]), Number(m[3]), Number(m[1])),
  ],
  // 3 March, 3rd of March 2025, 06-Jan-2025
  [
    new RegExp(
      `\\b(\\d{1,2})${ORDINAL}(?:\\s+of)?[\\s-]+${MONTH_WORD}(?:[\\s,'-]+(\\d{4}))?${END}`,
      'gu',
    ),
    (m, p) => dayToken(p, monthNumber(m[2] ?? ''), Number(m[1]), fullYear(m[3])),
  ],
  // March 3, March 3rd, 2025
  [
    new RegExp(`${START}${MONTH_WORD}\\s+(\\d{1,2})${ORDINAL}\\b${YEAR}`, 'gu'),
    (m, p) => dayToken(p, monthNumber(m[1] ?? ''), Number(m[2]), fullYear(m[3])),
  ],
  // "On 13.10", "balance 13.10": after a word that asks for a day, a day and month with a dot
  // (day first but in US dollars, as the slashes below), not an amount.
  [
    /(?<=\b(?:on|as of|as at|at|by|until|till|since|before|after|balance) )(\d{1,2})\.(\d{1,2})\b(?![.,]?\d)/g,
    (m, p, dayFirst) =>
      dayFirst
        ? dayToken(p, Number(m[2]), Number(m[1]), undefined)
        : dayToken(p, Number(m[1]), Number(m[2]), undefined),
  ],
  // 05/03, 05/03/2025, 5.3.2025, 15.08.: day first unless the statement is in US dollars; the other
  // reading is used when only it falls within the statement's period.
  [
    /\b(\d{1,2})([/.-])(\d{1,2})(?:\2(\d{4}|\d{2}))?\b(?![.,]\d)(\.)?/g,
    (m, p, dayFirst) => {
      // "15.08" alone is an amount; German writes a day without its year "am 15.08.".
      if (m[2] === '.' && m[4] === undefined && m[5] === undefined) return undefined;
      const a = Number(m[1]);
      const b = Number(m[3]);
      const year = fullYear(m[4]);
      const preferred = dayFirst ? dayToken(p, b, a, year) : dayToken(p, a, b, year);
      const other = dayFirst ? dayToken(p, a, b, year) : dayToken(p, b, a, year);
      return preferred && (inPeriod(preferred, p) || !inPeriod(other, p)) ? preferred : other;
    },
  ],
  // March, March 2025, Mar '25 ("may" only where it must be a month)
  [
    new RegExp(`${START}${MONTH_WORD}(?:[\\s,']+(\\d{4}|\\d{2}))?${END}`, 'gu'),
    (m, p) => {
      const month = monthNumber(m[1] ?? '');
      const year = fullYear(m[2]) ?? pickYear(p, (y) => monthRange(y, month));
      return year === undefined ? undefined : { kind: 'month', year, month };
    },
  ],
];

const MAY_AS_VERB = /\bmay (i|we|you|he|she|they|it|be|have)\b/g;

export function tokenizeDates(text: string, period: DateRange, dayFirst: boolean): Tokenized {
  const tokens: DateToken[] = [];
  let current = text.replace(MAY_AS_VERB, (verb) => verb.replace('may', 'm_y'));
  for (const [pattern, read] of READERS) {
    current = current.replace(pattern, (...args: unknown[]) => {
      const match = args.slice(0, -2) as Match;
      const token = read(match, period, dayFirst);
      if (!token) return String(args[0]);
      tokens.push(token);
      return ` §${tokens.length - 1}§ `;
    });
  }
  return { text: current.replace(/m_y/g, 'may'), tokens };
}

export function tokenRange(token: DateToken): DateRange {
  return token.kind === 'day'
    ? { start: token.iso, end: token.iso }
    : monthRange(token.year, token.month);
}
