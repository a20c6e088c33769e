const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * An ISO date from its parts, or null when there is no such day. Bank exports write dates in one
 * fixed shape, so they are read by position and checked here, not by `parseDate`'s search over
 * every shape people write: a 10 MB MT940 file has fifty thousand of them.
 */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return null;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  if (day > days) return null;
  return `${year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

/** `YYYYMMDD` or `YYYY-MM-DD` at the start of the text (a time may follow) as an ISO date. */
export function leadingDate(text: string): string | null {
  const match = /^\s*(\d{4})-?(\d{2})-?(\d{2})/.exec(text);
  return match ? isoDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}
