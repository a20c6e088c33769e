import type { Transaction } from '@sheetwise/statements';
import { type DateRange, WEEKDAY_NAMES, parts, daysInMonth } from '../calendar/calendar';
import { labelOf } from '../categories/categorize';
import { isBankLine } from '../categories/hierarchy';
import { formatDate, formatRange } from '../format/format-date';
import { formatMoney } from '../format/format-money';
import type { StatementPart } from '../statement/combine';
import type { Row, StatementView } from '../statement/view';
import type { Direction, Excluded, Query } from '../understand/query';
import type { Answer } from '../types';

/** Shared phrasing, so every answer names amounts, dates and filters the same way. */

export const currencyOf = (view: StatementView, query?: Query) =>
  query?.filters.currency ?? view.currency;

export const money = (view: StatementView, minor: number, query?: Query) =>
  formatMoney(minor, currencyOf(view, query));

export const day = (view: StatementView, iso: string) => formatDate(iso);

export const sumSizes = (rows: readonly Row[]) =>
  rows.reduce((sum, row) => sum + Math.abs(row.tx.amountMinor), 0);

export const sumSigned = (rows: readonly Row[]) =>
  rows.reduce((sum, row) => sum + row.tx.amountMinor, 0);

/** `weekends`, `weekdays`, or the days named: `Saturdays`, `Mondays and Fridays`. */
export function weekdaysText(weekdays: readonly number[]): string {
  const key = weekdays.join(',');
  if (key === '0,6') return 'weekends';
  if (key === '1,2,3,4,5') return 'weekdays';
  return joinNames(weekdays.map((day) => `${WEEKDAY_NAMES[day] ?? ''}s`));
}

export const cite = (rows: readonly Row[]): Transaction[] => rows.map((row) => row.tx);

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** `A`, `A and B`, `A, B and C`. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

export function rowNoun(direction: Direction | undefined, count: number): string {
  if (direction === 'out') return plural(count, 'debit');
  if (direction === 'in') return plural(count, 'credit');
  return plural(count, 'transaction');
}

/** `in February 2025`, `on 3 Mar 2025`, `from 1 Jun 2025 to 15 Jun 2025`. */
export function whenText(view: StatementView, range: DateRange): string {
  if (range.start === range.end) return `on ${day(view, range.start)}`;
  const start = parts(range.start);
  const end = parts(range.end);
  const wholeMonth =
    start.day === 1 &&
    end.day === daysInMonth(end.year, end.month) &&
    range.start.slice(0, 7) === range.end.slice(0, 7);
  if (wholeMonth) return `in ${formatRange(range)}`;
  return `from ${day(view, range.start)} to ${day(view, range.end)}`;
}

/** The filters in words: ` at Swiggy and Zomato in February 2025 over ₹500.00`. */
export function scopeText(view: StatementView, query: Query): string {
  const { filters } = query;
  const named: string[] = [];
  const towards = query.direction === 'in' ? 'from' : 'at';
  if (filters.merchants.length > 0) named.push(`${towards} ${joinNames(filters.merchants)}`);
  const categories = [
    ...filters.categories.map((id) =>
      id === 'fees' && filters.feeKind ? `${filters.feeKind} fees` : labelOf(id).toLowerCase(),
    ),
    ...filters.bankCategories,
  ];
  const onCategory = query.direction === 'out' ? 'on' : query.direction === 'in' ? 'as' : 'in';
  if (filters.purchases) named.push('on purchases');
  if (filters.cardBill) named.push(query.direction === 'in' ? 'towards the card' : 'to a card');
  else if (categories.length > 0) named.push(`${onCategory} ${joinNames(categories)}`);
  if (filters.typeCode) named.push(`by ${filters.typeCode}`);
  if (filters.texts.length > 0) {
    named.push(`mentioning ${joinNames(filters.texts.map((text) => `“${text}”`))}`);
  }
  // Several kinds of thing named either way ("Swiggy and groceries") read as a list.
  const pieces = named.length > 0 ? [named.join(filters.union ? ' and ' : ' ')] : [];
  if (filters.excluded) pieces.push(`excluding ${excludedText(view, filters.excluded)}`);
  if (filters.weekdays) pieces.push(`on ${weekdaysText(filters.weekdays)}`);
  if (filters.range) pieces.push(whenText(view, filters.range));
  const amount = (minor: number) => money(view, minor, query);
  if (filters.min && filters.max) {
    pieces.push(`between ${amount(filters.min.minor)} and ${amount(filters.max.minor)}`);
  } else if (filters.min) {
    pieces.push(`${filters.min.inclusive ? 'of at least' : 'over'} ${amount(filters.min.minor)}`);
  } else if (filters.max) {
    pieces.push(`${filters.max.inclusive ? 'of at most' : 'under'} ${amount(filters.max.minor)}`);
  }
  if (filters.exact !== undefined) pieces.push(`of exactly ${amount(filters.exact)}`);
  return pieces.length > 0 ? ` ${pieces.join(' ')}` : '';
}

/** `rent and Amazon`, `March 2025`: what an exclusion names, as the scope says it. */
export function excludedText(view: StatementView, excluded: Excluded): string {
  return joinNames([
    ...excluded.merchants,
    ...excluded.categories.map((id) => labelOf(id).toLowerCase()),
    ...excluded.bankCategories,
    ...excluded.texts.map((text) => `“${text}”`),
    ...(excluded.range ? [formatRange(excluded.range)] : []),
  ]);
}

/** ` in this statement (1 Jan 2025 – 28 Feb 2025)` when no date was asked about. */
export function periodText(view: StatementView, query: Query): string {
  const { range, statements } = query.filters;
  if (range) return statements ? ` ${statementsText(statements)}` : '';
  if (statements) return ` ${statementsText(statements)}`;
  return `${view.parts ? ' across your statements' : ' in this statement'} (${formatRange(view.period)})`;
}

/** The statements a question named: `in USA Chase bank.pdf (July 2022)`. */
export function statementsText(statements: readonly StatementPart[]): string {
  return `in ${joinNames(statements.map((part) => `${part.name} (${formatRange(part.period)})`))}`;
}

/** One cited row in words: `6 Jan 2025 · POS FLIPKART INTERNET · -₹5,899.69`. */
export function rowLine(view: StatementView, row: Row): string {
  return `${day(view, row.tx.date)} · ${row.tx.description} · ${formatMoney(row.tx.amountMinor, row.currency)}`;
}

/** Up to `limit` rows as bullet lines, then how many more the cited rows hold. */
export function rowLines(view: StatementView, rows: readonly Row[], limit = 10): string {
  const lines = rows.slice(0, limit).map((row) => `• ${rowLine(view, row)}`);
  if (rows.length > limit) lines.push(`…and ${rows.length - limit} more (all listed below).`);
  return lines.join('\n');
}

/** Who a row was with and when, for the biggest and smallest: `Flipkart on 6 Jan 2025`. */
export function whoAndWhen(view: StatementView, row: Row, query?: Query): string {
  const bankLine = isBankLine(row.categoryId);
  const named =
    query?.filters.merchants.length === 1 && query.filters.merchants[0] === row.merchant;
  const who = named
    ? ''
    : bankLine
      ? row.merchant.toLowerCase()
      : `${row.tx.amountMinor < 0 ? 'at' : 'from'} ${row.merchant}`;
  return `${who}${who ? ' ' : ''}on ${day(view, row.tx.date)} (“${row.tx.description}”)`;
}

export function moneyAnswer(
  text: string,
  value: number,
  rows: readonly Row[],
  currency: string | null,
  extra: Partial<Answer> = {},
): Answer {
  return { text, kind: 'money', value, currency, transactions: cite(rows), ...extra };
}
