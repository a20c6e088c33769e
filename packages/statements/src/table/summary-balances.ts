import type { Layout, LayoutInput } from '../layout/types';
import { parseDate, type DateOrder } from '../parse-date';
import { dateInLabel, placeDatedBalances, type DatedBalance, type Span } from './dated-balances';
import type { Table } from './locate-table';
import { statedAsAt } from './stated-period';
import type { StatedTotals } from '../stated-totals';
import { summaryKind, totalKind, type SummaryKind } from './summary-lines';

/** What a statement's own summary lines say: balances and the period's totals. */
export interface SummaryFacts {
  openingBalanceMinor?: number;
  closingBalanceMinor?: number;
  /** The totals of money in and out the statement prints (positive), to check the rows by. */
  statedTotals?: StatedTotals;
}

/**
 * Opening and closing balances from labelled lines: below the header they are read like a row
 * (balance column, then the layout's amount); above it (OCA puts "Balance at end of period"
 * over the table) from the first cell holding an amount, or the text after a colon.
 */
export function summaryBalances(
  table: Table,
  kinds: readonly (SummaryKind | null)[],
  layout: Layout,
  input: LayoutInput,
  dates: { order: DateOrder; span: Span | null },
): SummaryFacts {
  const result: SummaryFacts = {};
  const totals: StatedTotals = {};
  const datedBalances: DatedBalance[] = [];
  /** A summary line, and for one above the table the line below it, which may hold its date. */
  interface Line {
    row: readonly string[];
    kind: SummaryKind | null;
    inTable: boolean;
    next?: readonly string[] | undefined;
  }
  const below: Line[] = [];
  table.body.forEach((row, index) => {
    const kind = kinds[index];
    if (kind) below.push({ row, kind, inTable: true });
  });
  const above = table.preamble.map((row, index): Line => ({
    row,
    kind: summaryKind(row),
    inTable: false,
    next: table.preamble[index + 1],
  }));
  for (const { row, kind, inTable, next } of [...below, ...above]) {
    if (kind === 'other') readTotal(row, input, totals);
    if (kind === null || kind === 'other') continue;
    const value = inTable
      ? (input.money(row, table.columns.balance)?.minor ??
        layout.read(row) ??
        anyAmount(row, input))
      : anyAmount(row, input);
    if (value === null) continue;
    if (kind === 'opening') result.openingBalanceMinor ??= value;
    else if (kind === 'closing') result.closingBalanceMinor ??= value;
    else {
      const inDateColumn = inTable ? parseDate(dateCell(row, table), dates.order) : null;
      const date =
        inDateColumn ??
        dateInLabel(row.join(' '), dates.order) ??
        dateOnNextLine(next, dates.order) ??
        (inTable ? null : statedAsAt(table.preamble, dates.order));
      if (date) datedBalances.push({ date, minor: value });
    }
  }
  const placed = placeDatedBalances(datedBalances, dates.span);
  if (placed.opening !== undefined) result.openingBalanceMinor ??= placed.opening;
  if (placed.closing !== undefined) result.closingBalanceMinor ??= placed.closing;
  if (totals.creditsMinor !== undefined || totals.debitsMinor !== undefined) {
    result.statedTotals = totals;
  }
  return result;
}

/**
 * `Mutasi Kredit : ,"37,516,100.00"`: the figure after a line's one totals label. A line with
 * two labels (a summary block's header, its figures on the line below) says nothing here.
 */
function readTotal(row: readonly string[], input: LayoutInput, totals: StatedTotals): void {
  const labelled = row.flatMap((cell, index) => {
    const kind = totalKind(cell);
    return kind ? [{ kind, index }] : [];
  });
  const [only] = labelled;
  if (labelled.length !== 1 || !only) return;
  const value = anyAmount(row.slice(only.index), input);
  if (value === null) return;
  const key = only.kind === 'credits' ? 'creditsMinor' : 'debitsMinor';
  totals[key] ??= Math.abs(value);
}

/**
 * "Laatste saldo;1.234,56 EUR" over "Datum/uur van het laatste saldo;31/08/2024 23:59:59": a
 * balance above the table whose date is on the line below it, a line of a date (and a time) and
 * no other figure.
 */
function dateOnNextLine(next: readonly string[] | undefined, order: DateOrder): string | null {
  const text = next?.join(' ') ?? '';
  const date = dateInLabel(text, order);
  if (!date) return null;
  const rest = text.replace(/\d{1,2}:\d{2}(:\d{2})?/g, '').replace(/\d+[./-]\d+[./-]\d+/g, '');
  return /\d/.test(rest) ? null : date;
}

/** The first amount in a line's cells, or after a colon in one. */
export function anyAmount(row: readonly string[], input: LayoutInput): number | null {
  for (let index = 0; index < row.length; index += 1) {
    const text = row[index] ?? '';
    const after = text.includes(':') ? text.slice(text.lastIndexOf(':') + 1) : null;
    // `Ledger Balance : 8768.98 as of 20240831`: the amount before the words that follow it.
    const afterColon = after === null ? [] : [after, after.replace(/\s[A-Za-z].*$/, '')];
    for (const candidate of [text, ...afterColon]) {
      const value = input.money([candidate], 0);
      if (value && /\d/.test(candidate)) return value.minor;
    }
  }
  return null;
}

function dateCell(row: readonly string[], table: Table): string {
  const column = table.columns.date;
  return column === undefined ? '' : (row[column] ?? '');
}
