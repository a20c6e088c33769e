import { normalizeWords } from '../table/columns';
import { summaryKind } from '../table/summary-lines';
import type { Column } from './types';
import type { PdfRow, Walk } from './walk-tables';

export interface SelectedTable {
  columns: Column[];
  rows: string[][];
}

/**
 * Chooses the rows the table reader should see, under one header: the header (as labelled, on
 * whichever pages it repeats) under which most transactions were found. Rows under other
 * headers (Mercury prints payments and purchases as two tables) have their cells moved to the
 * column of the same name, or else the same role. Returns null when no header was found at all.
 */
export function selectRows(walk: Walk): SelectedTable | null {
  const { rows, firstColumns } = walk;
  const counts = new Map<string, { columns: Column[]; count: number }>();
  const tally = (columns: Column[], score: number) => {
    const key = signature(columns);
    const entry = counts.get(key) ?? { columns, count: 0 };
    entry.count += score;
    counts.set(key, entry);
  };
  if (firstColumns) tally(firstColumns, 0);
  for (const row of rows) tally(row.columns, row.shape.dated && row.shape.amount ? 1 : 0);
  let main: { columns: Column[]; count: number } | null = null;
  for (const entry of counts.values()) if (!main || entry.count > main.count) main = entry;
  if (!main) return null;
  const target = main.columns;
  const kept = rows.filter(keep).map((row) => remap(row, target));
  return { columns: target, rows: oneBalanceEach(kept) };
}

const signatures = new WeakMap<readonly Column[], string>();

/** Headers with the same labels in the same order are one table's, whatever their positions. */
function signature(columns: readonly Column[]): string {
  let key = signatures.get(columns);
  if (key === undefined) {
    key = columns.map((column) => normalizeWords(column.name)).join('|');
    signatures.set(columns, key);
  }
  return key;
}

/**
 * Multi-page statements print `Balance carried forward` at the foot of each page and `Balance
 * brought forward` at the head of the next. Only the first opening and the last closing line
 * are the statement's; the others would make the table reader take page 1's closing balance.
 */
function oneBalanceEach(rows: string[][]): string[][] {
  const kinds = rows.map((row) => summaryKind(row));
  const firstOpening = kinds.indexOf('opening');
  const lastClosing = kinds.lastIndexOf('closing');
  return rows.filter((_, index) => {
    const kind = kinds[index];
    if (kind === 'opening') return index === firstOpening;
    if (kind === 'closing') return index === lastClosing;
    return true;
  });
}

/**
 * A row with a date and an amount is a transaction; a balance or total line is kept for the
 * table reader to recognise. Dropped: lines with no amount (titles, cardholder names, card
 * numbers), lines whose date column holds words and whose amount is a group's subtotal
 * (`Payments  -$2,422.24`), and lone amounts with no label (a column total). A dated line
 * whose amount cannot be read, or an undated line with a label and an amount, is kept so that
 * the table reader names it in a warning rather than it vanishing.
 */
function keep(row: PdfRow): boolean {
  const { shape } = row;
  if (shape.dated) return shape.moneyFilled;
  if (!shape.amount) return false;
  if (summaryKind(row.cells) !== null) return true;
  return !shape.wordsInDate && shape.labelled;
}

function remap(row: PdfRow, target: readonly Column[]): string[] {
  if (signature(row.columns) === signature(target)) return row.cells;
  const cells = target.map(() => '');
  row.columns.forEach((column, index) => {
    const text = row.cells[index] ?? '';
    if (!text) return;
    const at = matchColumn(column, target);
    if (at < 0) return;
    cells[at] = cells[at] ? `${cells[at] ?? ''} ${text}` : text;
  });
  return cells;
}

function matchColumn(column: Column, target: readonly Column[]): number {
  const key = normalizeWords(column.name);
  const byName = target.findIndex((other) => normalizeWords(other.name) === key);
  if (byName >= 0 || column.role === null) return byName;
  return target.findIndex((other) => other.role === column.role);
}
