import { toMinor } from '../format/format-money';
import type { AmountBound } from './query';
import { numberOf } from './text';

/**
 * Amount limits ("over 500", "between 100 and 200", "exactly 649") and result counts
 * ("top 3", "5 largest"). Dates are read first, so "15 June" never reaches this step.
 */
export interface AmountReading {
  min?: AmountBound;
  max?: AmountBound;
  exact?: number;
  n?: number;
  rest: string;
}

const CURRENCY = '(?:₹|\\$|€|£|¥|s\\$|rs\\.?|inr|usd|eur|gbp|sgd)?';
const AMOUNT = `${CURRENCY}\\s*(\\d[\\d,]*(?:\\.\\d+)?)\\s*(?:(k|lakh|lakhs)\\b)?(?:\\s*(?:rupees|dollars|euros|pounds|bucks|inr|usd|eur|gbp|sgd))?`;
const COUNT = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)';
const RANKED =
  '(?:largest|biggest|highest|smallest|lowest|most|least|top|latest|recent|last|first|cheapest|costliest|expensive)';

function major(digits: string | undefined, unit: string | undefined): number {
  const value = Number((digits ?? '').replace(/,/g, ''));
  if (unit === 'k') return value * 1000;
  if (unit?.startsWith('lakh')) return value * 100_000;
  return value;
}

const countOf = (word: string | undefined) => numberOf(word ?? '');

export function readAmounts(text: string, currency: string | null): AmountReading {
  const reading: AmountReading = { rest: text };
  /** Runs `use` on the first match; it returns what replaces the match, or false to keep it. */
  const take = (pattern: RegExp, use: (m: RegExpExecArray) => string | false) => {
    const match = pattern.exec(reading.rest);
    if (!match) return;
    const replacement = use(match);
    if (replacement !== false) reading.rest = reading.rest.replace(match[0], ` ${replacement} `);
  };
  const minor = (m: RegExpExecArray, at: number) => toMinor(major(m[at], m[at + 1]), currency);
  const bound = (m: RegExpExecArray, inclusive: boolean): AmountBound => ({
    minor: minor(m, 1),
    inclusive,
  });

  take(new RegExp(`\\bbetween ${AMOUNT} and ${AMOUNT}`), (m) => {
    reading.min = bound(m, true);
    reading.max = { minor: minor(m, 3), inclusive: true };
    return '';
  });
  take(
    new RegExp(
      `(?:\\b(?:over|above|more than|greater than|bigger than|larger than|exceeding|exceeds?)|>)\\s*${AMOUNT}`,
    ),
    (m) => {
      reading.min = bound(m, false);
      return '';
    },
  );
  take(new RegExp(`(?:\\bat least|\\bminimum of|>=)\\s*${AMOUNT}`), (m) => {
    reading.min = bound(m, true);
    return '';
  });
  take(
    new RegExp(`(?:\\b(?:under|below|less than|smaller than|cheaper than)|<)\\s*${AMOUNT}`),
    (m) => {
      reading.max = bound(m, false);
      return '';
    },
  );
  take(new RegExp(`(?:\\bat most|\\bup to|\\bmaximum of|<=)\\s*${AMOUNT}`), (m) => {
    reading.max = bound(m, true);
    return '';
  });
  take(new RegExp(`${AMOUNT}\\s*(?:or more|and above|and over|or above|plus|\\+)`), (m) => {
    reading.min = bound(m, true);
    return '';
  });
  take(new RegExp(`${AMOUNT}\\s*(?:or less|and below|and under|or below)`), (m) => {
    reading.max = bound(m, true);
    return '';
  });
  // "payments of 649", "exactly 299": a figure, not a count, when it has a currency, decimals,
  // the word "exactly" or is at least 100.
  take(new RegExp(`\\b(?:exactly|of|for|worth)\\s+(?:exactly\\s+)?${AMOUNT}(?=\\s|$)`), (m) => {
    const looksLikeMoney =
      /[₹$€£]|rs|inr|usd|eur|gbp|\.\d|exactly/.test(m[0]) || major(m[1], m[2]) >= 100;
    if (!looksLikeMoney) return false;
    reading.exact = minor(m, 1);
    return '';
  });
  // "my last three statements": how many of the person's statements, the latest ones.
  take(
    new RegExp(`\\b(?:last|latest|past|recent|previous)\\s+${COUNT}\\s+(statements)\\b`),
    (m) => {
      reading.n = countOf(m[1]);
      return m[2] ?? '';
    },
  );
  take(new RegExp(`\\btop\\s+${COUNT}\\b`), (m) => {
    reading.n = countOf(m[1]);
    return 'top';
  });
  if (reading.n === undefined) {
    take(new RegExp(`\\b${COUNT}\\s+(?=(?:most\\s+)?${RANKED}\\b)`), (m) => {
      reading.n = countOf(m[1]);
      return '';
    });
  }
  if (reading.n === undefined) {
    take(
      new RegExp(`\\b(${RANKED})\\s+${COUNT}\\b(?!\\s*(?:k|lakh|rupees|dollars|euros|pounds|%))`),
      (m) => {
        reading.n = countOf(m[2]);
        return m[1] ?? '';
      },
    );
  }
  return reading;
}

/**
 * The price in "can I afford a ₹50,000 laptop?": the first figure written with a currency or a
 * unit (k, lakh), or of 100 or more (smaller bare numbers are counts: "2 phones").
 */
export function readPrice(text: string, currency: string | null): number | undefined {
  for (const match of text.matchAll(new RegExp(AMOUNT, 'g'))) {
    const value = major(match[1], match[2]);
    if (/[₹$€£]|rs|inr|usd|eur|gbp|sgd|\d\s*(k|lakh)/.test(match[0]) || value >= 100) {
      return toMinor(value, currency);
    }
  }
  return undefined;
}
