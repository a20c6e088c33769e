import { parseAmount } from '../parse-amount';
import { parseDate } from '../parse-date';
import type { Columns } from './columns';

interface Profile {
  index: number;
  filled: number;
  dates: number;
  amounts: number;
  decimals: number;
  length: number;
}

/**
 * Works out the columns of a table with no header row from what the cells hold: date columns
 * (the first is the transaction date), money columns (numbers, some with a decimal part), and
 * the longest text column as the description. Two money columns that are never both filled are
 * money out and money in: the one used by more rows is money out (spending is the common case),
 * the leftmost on a tie. A money column filled on every row after those is the balance.
 */
export function inferColumns(rows: readonly (readonly string[])[]): Columns | null {
  const data = rows.filter((row) => row.some((cell) => cell !== ''));
  if (data.length === 0) return null;
  const width = Math.max(...data.map((row) => row.length));
  const profiles = Array.from({ length: width }, (_, index) => profile(data, index));
  const dates = profiles.filter((p) => p.filled >= data.length / 2 && p.dates >= p.filled * 0.8);
  const money = profiles.filter(
    (p) => p.filled > 0 && !dates.includes(p) && p.amounts >= p.filled * 0.8 && p.decimals > 0,
  );
  const text = profiles.filter((p) => !dates.includes(p) && !money.includes(p) && p.filled > 0);
  const [date, ...secondaryDates] = dates;
  if (!date || money.length === 0) return null;
  const description = [...text].sort((a, b) => b.length - a.length)[0];
  const columns: Columns = {
    date: date.index,
    secondaryDates: secondaryDates.map((p) => p.index),
    descriptions: description ? [description.index] : [],
    payees: [],
    references: [],
    names: Array.from({ length: width }, () => ''),
  };
  assignMoney(columns, money, data);
  return columns;
}

function assignMoney(
  columns: Columns,
  money: Profile[],
  data: readonly (readonly string[])[],
): void {
  const [first, second, third] = money;
  if (!first) return;
  if (second && neverBothFilled(data, first.index, second.index)) {
    const [out, into] = second.filled > first.filled ? [second, first] : [first, second];
    columns.debit = out.index;
    columns.credit = into.index;
    if (third?.filled === data.length) columns.balance = third.index;
    return;
  }
  columns.amount = first.index;
  if (second?.filled === data.length) columns.balance = second.index;
}

function neverBothFilled(data: readonly (readonly string[])[], a: number, b: number): boolean {
  return data.every((row) => !(row[a] && row[b]));
}

function profile(data: readonly (readonly string[])[], index: number): Profile {
  const result: Profile = { index, filled: 0, dates: 0, amounts: 0, decimals: 0, length: 0 };
  for (const row of data) {
    const cell = row[index] ?? '';
    if (!cell) continue;
    result.filled += 1;
    result.length += cell.length;
    if (parseDate(cell, 'dmy') ?? parseDate(cell, 'mdy')) {
      result.dates += 1;
    } else if (parseAmount(cell, { decimalMark: ',' }) ?? parseAmount(cell)) {
      result.amounts += 1;
      if (/[.,]\d{1,2}$|^[+-]/.test(cell)) result.decimals += 1;
    }
  }
  result.length = result.filled > 0 ? result.length / result.filled : 0;
  return result;
}
