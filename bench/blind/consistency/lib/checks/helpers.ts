// Helpers shared by the checks.
import { Client } from '../client';
import { type Expected, type Figures } from '../expected';
import { type Row, type StatementFile } from '../model';
import { must } from '../must';
import { enMonth } from '../words';
import { type SheetRow } from './api';
import { type CheckClass, Recorder } from './record';

export const norm = (s: string) =>
  s
    .normalize('NFKC')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** The number of decimals of a currency, from a file of the set in that currency. */
export const exponentOf = (files: readonly StatementFile[], currency: string) =>
  must(
    files.find((f) => f.currency === currency),
    `a file in ${currency}`,
  ).exponent;
/** One month's figures of a currency, a statement or an account. */
export const monthOf = (figures: Figures, month: string) =>
  must(figures.months[month], `the expected figures of month ${month}`);
/** The expected figures of all statements in one currency. */
export const currencyFigures = (expected: Expected, currency: string) =>
  must(expected.perCurrency[currency], `the expected figures in ${currency}`);

/** Parses a CSV (RFC 4180, comma) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const t = text.replace(/^\ufeff/, '');
  for (let i = 0; i < t.length; i++) {
    const ch = t.charAt(i);
    if (quoted) {
      if (ch === '"' && t[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && t[i + 1] === '\n') i++;
      row.push(cell);
      out.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell || row.length) {
    row.push(cell);
    out.push(row);
  }
  return out.filter((r) => r.length > 1 || (r[0] ?? '') !== '');
}

/** The multiset difference of (date, amount) pairs: what is missing and what is extra. */
export function rowDiff(expected: readonly Row[], shown: readonly SheetRow[]) {
  const key = (d: string, a: number) => `${d} ${a}`;
  const counts = new Map<string, number>();
  for (const r of expected)
    counts.set(key(r.date, r.amountMinor), (counts.get(key(r.date, r.amountMinor)) ?? 0) + 1);
  const extra: string[] = [];
  for (const r of shown) {
    const k = key(r.date, r.amountMinor);
    const n = counts.get(k) ?? 0;
    if (n > 0) counts.set(k, n - 1);
    else extra.push(k);
  }
  const missing = [...counts].flatMap(([k, n]) => Array.from({ length: n }, () => k));
  return { missing, extra };
}

export function askEn(month: number) {
  return `How much did I spend in ${enMonth(month)}?`;
}

/** One statement's context for its checks. */
export interface StatementCtx {
  client: Client;
  rec: Recorder;
  file: StatementFile;
  name: string | undefined;
  fx: Figures;
  cur: string;
  exp: number;
  fig: (
    cls: CheckClass,
    what: string,
    screen: string,
    e: number,
    s: number | null | undefined,
  ) => void;
  cnt: (
    cls: CheckClass,
    what: string,
    screen: string,
    e: number,
    s: number | null | undefined,
  ) => void;
  months: string[];
  screenSheet: string;
}
