import { isKnownCurrency } from '@sheetwise/contracts';
import { balanceFit } from '../balance-fit';
import { parseAmount } from '../parse-amount';
import { parseDate } from '../parse-date';
import type { Columns } from './columns';

interface Profile {
  index: number;
  filled: number;
  dates: number;
  amounts: number;
  decimals: number;
  /** Cells that are an ISO currency code and nothing else. */
  currencies: number;
  /** Cells holding a word (two letters in a row), not a number or code such as an account. */
  words: number;
  length: number;
  /** How many different texts the column holds, and how many cells hold the commonest. */
  distinct: number;
  commonest: number;
}

/**
 * A column of a few words repeated down the rows (`DEBIT ORDER`, `POS PURCHASE`): the bank's kind
 * of each row, as a header would name a type column, not a part of its description. One value
 * on every row says nothing of any one row, and a short table cannot tell a kind from names.
 */
const isKind = (p: Profile) => p.filled >= 6 && p.distinct >= 2 && p.distinct * 3 <= p.filled;

/**
 * Works out the columns of a table with no header row from what the cells hold: date columns
 * (the first is the transaction date), money columns (numbers, some with a decimal part), the
 * longest column of words filled on most rows as the description, a column of ISO codes as the
 * currency. Two money columns that are never both filled are money out and money in: the one
 * used by more rows is money out (spending is the common case), the leftmost on a tie. A money
 * column filled on every row after those is the balance.
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
  const currency = profiles.find((p) => p.filled >= data.length / 2 && p.currencies === p.filled);
  const text = profiles.filter(
    (p) => !dates.includes(p) && !money.includes(p) && p !== currency && p.filled > 0,
  );
  const [date, ...secondaryDates] = dates;
  if (!date || money.length === 0) return null;
  // A text column of words filled on most rows: not a long title in one line's otherwise empty
  // cell, nor a column of account numbers.
  const usual = text.filter((p) => p.filled >= data.length / 2 && p.words * 2 >= p.filled);
  const description = [...(usual.length > 0 ? usual : text)]
    .filter((p) => !isKind(p))
    .sort((a, b) => b.length - a.length)[0];
  // The other columns of words: a kind is the row's type; varied words (a partner's name beside
  // the remittance text, on some rows only) join the description, in column order.
  const wordy = text.filter((p) => p !== description && p.words * 2 >= p.filled && p.filled >= 2);
  // A tag on nearly every row (`HIST` between `OPEN` and `CLOSE`) tells no row from another.
  const kind = wordy.find((p) => isKind(p) && p.commonest < p.filled * 0.9);
  const parts = wordy.filter((p) => !isKind(p) && p.distinct > 1);
  const columns: Columns = {
    date: date.index,
    secondaryDates: secondaryDates.map((p) => p.index),
    descriptions: description
      ? [description, ...parts].map((p) => p.index).sort((a, b) => a - b)
      : [],
    payees: [],
    references: [],
    names: Array.from({ length: width }, () => ''),
    ...(currency ? { currency: currency.index } : {}),
    ...(kind ? { type: kind.index } : {}),
  };
  // Whole numbers on every row (forints, yen, a balance kept without decimals) may be the running
  // balance, which only its fit with an amount column can tell from an account or a reference.
  const whole = profiles.filter(
    (p) =>
      p.filled === data.length &&
      !dates.includes(p) &&
      !money.includes(p) &&
      p.amounts === p.filled,
  );
  assignMoney(columns, money, data, whole);
  return columns;
}

function assignMoney(
  columns: Columns,
  money: Profile[],
  data: readonly (readonly string[])[],
  whole: Profile[],
): void {
  const [first, second, third] = money;
  if (!first) return;
  if (assignByBalance(columns, money, data, whole)) return;
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

/**
 * Of the money columns filled on every row, the amount and the balance are the pair whose
 * balance steps by the amount on most rows; at least half of them must agree. A column of whole
 * numbers may be the balance, never the amount. A balance kept before each row's amount (ASN
 * Bank) tells which column is the amount, but is not a running balance as the rest of the reader
 * means it, so it is not kept as one.
 */
function assignByBalance(
  columns: Columns,
  money: Profile[],
  data: readonly (readonly string[])[],
  whole: Profile[],
): boolean {
  const full = money.filter((p) => p.filled === data.length);
  const balances = [...full, ...whole];
  if (full.length === 0 || balances.length < 2) return false;
  const values = new Map(
    balances.map((p) => [p.index, data.map((row) => moneyValue(row[p.index]))]),
  );
  let best = { score: 0, amount: -1, balance: -1, after: true };
  for (const amount of full) {
    for (const balance of balances) {
      if (amount === balance) continue;
      const fit = balanceFit(values.get(amount.index) ?? [], values.get(balance.index) ?? []);
      const score = Math.max(fit.after, fit.before);
      const after = fit.after >= fit.before;
      // ABN AMRO prints the balance before and after each row: both fit, and the one after is
      // the running balance.
      if (score > best.score || (score === best.score && after && !best.after)) {
        best = {
          score,
          amount: amount.index,
          balance: balance.index,
          after,
        };
      }
    }
  }
  if (best.score === 0 || best.score < (data.length - 1) / 2) return false;
  columns.amount = best.amount;
  if (best.after) columns.balance = best.balance;
  return true;
}

function moneyValue(cell: string | undefined): number | null {
  if (!cell) return null;
  return (parseAmount(cell) ?? parseAmount(cell, { decimalMark: ',' }))?.minor ?? null;
}

function neverBothFilled(data: readonly (readonly string[])[], a: number, b: number): boolean {
  return data.every((row) => !(row[a] && row[b]));
}

function profile(data: readonly (readonly string[])[], index: number): Profile {
  const result: Profile = {
    index,
    filled: 0,
    dates: 0,
    amounts: 0,
    decimals: 0,
    currencies: 0,
    words: 0,
    length: 0,
    distinct: 0,
    commonest: 0,
  };
  const texts = new Map<string, number>();
  for (const row of data) {
    const cell = row[index] ?? '';
    if (!cell) continue;
    result.filled += 1;
    result.length += cell.length;
    texts.set(cell, (texts.get(cell) ?? 0) + 1);
    if (/\p{L}{2}/u.test(cell)) result.words += 1;
    if (/^[A-Z]{3}$/.test(cell) && isKnownCurrency(cell)) result.currencies += 1;
    if (parseDate(cell, 'dmy') ?? parseDate(cell, 'mdy')) {
      result.dates += 1;
    } else if (parseAmount(cell, { decimalMark: ',' }) ?? parseAmount(cell)) {
      result.amounts += 1;
      if (/[.,]\d{1,2}$|^[+-]/.test(cell)) result.decimals += 1;
    }
  }
  result.length = result.filled > 0 ? result.length / result.filled : 0;
  result.distinct = texts.size;
  result.commonest = Math.max(0, ...texts.values());
  return result;
}
