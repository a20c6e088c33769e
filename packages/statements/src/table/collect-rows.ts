import type { AmountReader } from '../layout/types';
import type { Columns } from './columns';
import { counterparty, tidy } from './describe';

export interface Entry {
  row: readonly string[];
  amountMinor: number;
  description: string;
}

type Row = readonly string[];

interface Collect {
  columns: Columns;
  read: AmountReader;
  describe: (row: Row) => string;
  /** The amount of a row whose money cells cannot be read, if its neighbours settle it. */
  recover?: (
    row: Row,
    neighbours: { previous: Row | undefined; next: Row | undefined },
  ) => number | null;
}

/**
 * Walks the table's rows in order and keeps those with an amount. A row with no date, no amount
 * and text only in the description columns continues the previous transaction's description
 * (OCBC writes each description over two lines). Other rows without an amount are separators
 * ("Posted Transactions") and are dropped; a dated row whose money cells cannot be read is
 * dropped with a warning naming it.
 */
export function collectRows(rows: readonly (readonly string[])[], collect: Collect) {
  const { columns, read } = collect;
  const entries: Entry[] = [];
  const unread: { row: Row; at: number }[] = [];
  const textColumns = new Set([...columns.descriptions, ...columns.payees]);
  const moneyColumns = moneyColumnsOf(columns);
  for (const row of rows) {
    const amountMinor = read(row);
    if (amountMinor !== null) {
      entries.push({ row, amountMinor, description: describeRow(collect, row, amountMinor) });
      continue;
    }
    const last = entries[entries.length - 1];
    const filled = row.flatMap((cell, index) => (cell ? [index] : []));
    if (last && filled.length > 0 && filled.every((index) => textColumns.has(index))) {
      last.description = tidy(`${last.description} ${filled.map((i) => row[i]).join(' ')}`);
    } else if (dateCell(columns, row) && moneyColumns.some((index) => row[index])) {
      unread.push({ row, at: entries.length });
    }
  }
  return { entries, ...settleUnread(entries, unread, collect) };
}

/**
 * Rows whose money cells could not be read: put back where they stood when the running balance
 * settles their amount, otherwise left out. Both kinds are named in the reader's warnings.
 */
function settleUnread(entries: Entry[], unread: { row: Row; at: number }[], collect: Collect) {
  const skipped: string[] = [];
  const recovered: string[] = [];
  // From the last, so that each insertion leaves the earlier positions as they were.
  for (const { row, at } of [...unread].reverse()) {
    const neighbours = { previous: entries[at - 1]?.row, next: entries[at]?.row };
    const amountMinor = collect.recover?.(row, neighbours) ?? null;
    const shown = tidy(row.filter(Boolean).join(' ')).slice(0, 80);
    if (amountMinor === null) {
      skipped.unshift(shown);
      continue;
    }
    entries.splice(at, 0, {
      row,
      amountMinor,
      description: describeRow(collect, row, amountMinor),
    });
    recovered.unshift(shown);
  }
  return { skipped, recovered };
}

function describeRow(collect: Collect, row: readonly string[], amountMinor: number): string {
  const { columns, describe } = collect;
  const text = describe(row) || counterparty(columns, row, amountMinor);
  if (text) return text;
  return columns.type === undefined ? '' : tidy(row[columns.type] ?? '');
}

function dateCell(columns: Columns, row: readonly string[]): string {
  return columns.date === undefined ? '' : (row[columns.date] ?? '');
}

export function moneyColumnsOf(columns: Columns): number[] {
  const { amount, debit, credit, gross, fee, net, balance } = columns;
  return [amount, debit, credit, gross, fee, net, balance].filter((index) => index !== undefined);
}
