// Expected figures, computed only from the generator's rows.
import type { Cat, StatementFile, TRow } from './model';

export const outOf = (rows: TRow[]) => rows.reduce((s, r) => s + (r.minor < 0 ? -r.minor : 0), 0);
export const inOf = (rows: TRow[]) => rows.reduce((s, r) => s + (r.minor > 0 ? r.minor : 0), 0);
export const inMonth = (rows: TRow[], ym: string) => rows.filter((r) => r.date.startsWith(ym));
export const ofMerchant = (rows: TRow[], key: string) => rows.filter((r) => r.merchant === key);
export const ofCat = (rows: TRow[], cat: Cat) => rows.filter((r) => r.cat === cat);
/** A category's size, whichever way its money goes. */
export const catTotal = (rows: TRow[], cat: Cat) =>
  Math.abs(ofCat(rows, cat).reduce((s, r) => s + r.minor, 0));

export function monthsOf(rows: TRow[]): string[] {
  return [...new Set(rows.map((r) => r.date.slice(0, 7)))].sort();
}

export const debits = (rows: TRow[]) => rows.filter((r) => r.minor < 0);
export const credits = (rows: TRow[]) => rows.filter((r) => r.minor > 0);

export function largestOut(rows: TRow[]): number {
  return Math.max(...debits(rows).map((r) => -r.minor));
}
export function smallestOut(rows: TRow[]): number {
  return Math.min(...debits(rows).map((r) => -r.minor));
}
export function largestIn(rows: TRow[]): number {
  return Math.max(...credits(rows).map((r) => r.minor));
}
/** Every amount on the last date (any of them is "the most recent"). */
export function latest(rows: TRow[]): number[] {
  const last = rows[rows.length - 1]?.date ?? '';
  return rows.filter((r) => r.date === last).map((r) => Math.abs(r.minor));
}
export function opening(rows: TRow[]): number {
  const first = rows[0];
  return first ? first.balance - first.minor : 0;
}
export function closing(rows: TRow[]): number {
  return rows[rows.length - 1]?.balance ?? 0;
}
/** The balance at the end of a day. */
export function balanceOn(rows: TRow[], date: string): number {
  let b = opening(rows);
  for (const r of rows) if (r.date <= date) b = r.balance;
  return b;
}
/** A division to the minor unit: floor, rounded and ceiling are all accepted. */
export function divided(total: number, n: number): number[] {
  return [...new Set([Math.floor(total / n), Math.round(total / n), Math.ceil(total / n)])];
}
const SHOPS = new Set<Cat>(['groceries', 'fuel', 'dining', 'shopping', 'subs']);

/** The shop with the most spending: its name, and the name as the statement prints it. */
export function topShop(file: StatementFile): string[] {
  const spend = new Map<string, number>();
  for (const r of debits(file.rows).filter((x) => SHOPS.has(x.cat)))
    spend.set(r.merchant, (spend.get(r.merchant) ?? 0) - r.minor);
  const [key] = [...spend].sort((a, b) => b[1] - a[1])[0] ?? [''];
  const m = file.account.merchants.find((x) => x.key === key);
  return m ? [m.name, ...(m.core ? [m.core] : [])] : [key];
}
