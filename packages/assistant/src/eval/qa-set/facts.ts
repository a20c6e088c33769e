import type { Entry, History } from '../../../../statements/src/test-support/corpus/history';
import { MONTH_NAMES } from '@sheetwise/contracts';

/**
 * Figures worked out from a generator's history: the truth the statement file was written from.
 * Nothing here looks at the parser's output or the engine, so an expected figure cannot inherit
 * either one's mistake.
 */

export const outOf = (entries: readonly Entry[]): Entry[] =>
  entries.filter((entry) => entry.amountMinor < 0);

export const inOf = (entries: readonly Entry[]): Entry[] =>
  entries.filter((entry) => entry.amountMinor > 0);

/** Money totals are sizes, as `Answer.value` gives them: spending is a positive figure. */
export const sizeOf = (entries: readonly Entry[]): number =>
  entries.reduce((sum, entry) => sum + Math.abs(entry.amountMinor), 0);

export const inMonth = (entries: readonly Entry[], key: string): Entry[] =>
  entries.filter((entry) => entry.date.startsWith(key));

export const named = (entries: readonly Entry[], name: string): Entry[] =>
  entries.filter((entry) => entry.name === name);

/** Every calendar month of the period, `YYYY-MM`: a history covers one to three whole months. */
export function monthsOf(history: History): string[] {
  const months: string[] = [];
  let [year, month] = history.start.split('-').map(Number) as [number, number];
  const last = history.end.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/** A month `offset` months from `key` (negative: earlier), for months outside the period. */
export function shiftMonth(key: string, offset: number): string {
  const [year, month] = key.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export const monthName = (key: string): string => MONTH_NAMES[Number(key.slice(5, 7)) - 1] ?? key;

/** "March 2024": how people name a month when they ask about one. */
export const monthLabel = (key: string): string => `${monthName(key)} ${key.slice(0, 4)}`;

/** "Mar 2024", the short form typed in a hurry. */
export const monthShort = (key: string): string =>
  `${monthName(key).slice(0, 3)} ${key.slice(0, 4)}`;

/** A card repayment, as the generator names them (`PAYMENT RECEIVED - THANK YOU`, `AUTOPAY PAYMENT`). */
export const isRepayment = (entry: Entry): boolean => /payment/i.test(entry.name);

/**
 * Whether the file shows `name` on exactly the rows the history gives it, in the generator's own
 * text of the file: a layout may print a fixed label instead ("Pagamento recebido" for every
 * card credit), and then the name is not the statement's to be asked about.
 */
export function shownOnItsRows(
  name: string,
  history: History,
  writtenRows: readonly string[],
): boolean {
  const lower = name.toLowerCase();
  const rows = writtenRows.filter((row) => row.includes(lower)).length;
  return rows === named(history.entries, name).length;
}

/**
 * The merchants a person could name in a question: distinct names of the history that no other
 * name contains (asking for `COOP` where `COOP EXTRA` also exists would be ambiguous by the
 * statement's own data) and that the file shows on their own rows, leaving out names with a date
 * in them, which nobody types (`INT.PD:01-03-2024 TO 31-03`), and a card's repayments, which have
 * questions of their own.
 */
export function askableNames(
  history: History,
  card: boolean,
  writtenRows: readonly string[],
): string[] {
  const names = [...new Set(history.entries.map((entry) => entry.name))];
  return names.filter((name) => {
    const lower = name.toLowerCase();
    if (/\d{2}-\d{2}-\d{4}/.test(name)) return false;
    if (
      card &&
      named(history.entries, name).some((entry) => entry.amountMinor > 0 && isRepayment(entry))
    )
      return false;
    if (!shownOnItsRows(name, history, writtenRows)) return false;
    return !names.some((other) => other !== name && other.toLowerCase().includes(lower));
  });
}

/** Whether a name holds a month's name ("Rent March", "RENT JAN"): not asked with another month. */
export const namesAMonth = (name: string): boolean =>
  new RegExp(
    `(?<!\\p{L})(${MONTH_NAMES.join('|')}|${MONTH_NAMES.map((m) => m.slice(0, 3)).join('|')})(?!\\p{L})`,
    'iu',
  ).test(name);

/** The months of the period with at least one entry: a month with none may lie outside the file. */
export function activeMonths(history: History): string[] {
  return monthsOf(history).filter((key) => inMonth(history.entries, key).length > 0);
}

/** Money in less money out, signed, as a net-change answer gives it. */
export const netOf = (entries: readonly Entry[]): number =>
  entries.reduce((sum, entry) => sum + entry.amountMinor, 0);

/** The share of money in that was kept, `12.3%`, one decimal as a person would quote it. */
export function savingsRateText(entries: readonly Entry[]): string | undefined {
  const incoming = sizeOf(inOf(entries));
  if (incoming === 0) return undefined;
  const kept = incoming - sizeOf(outOf(entries));
  return `${((kept / incoming) * 100).toFixed(1)}%`;
}

/** The largest or smallest size among entries (undefined when there are none). */
export function extremeSize(entries: readonly Entry[], largest: boolean): number | undefined {
  const sizes = entries.map((entry) => Math.abs(entry.amountMinor));
  if (sizes.length === 0) return undefined;
  return largest ? Math.max(...sizes) : Math.min(...sizes);
}
