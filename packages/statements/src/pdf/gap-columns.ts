import { assignCells } from './assign-cells';
import { looksLikeDate } from './dates';
import { isMoneyRole } from './roles';
import { segmentsOf } from './lines';
import { describeRow } from './row-shape';
import type { Column, Header, Line, Segment } from './types';
import { isAmountText } from './values';

/** Phrases line up when their left (or right) edges are this close, in font sizes. */
const EDGE = 0.5;

/**
 * Gives each header a column of its own, with a blank name, for words printed under no label in
 * a gap right of a money column (between it and the next label, or past the last one): Volksbank
 * prints S or H after each amount under a blank header. Such words cannot have run on from a
 * text column, since a money column stands between, and without a column of their own they would
 * join the text on their left. The evidence is the whole table's: every header with the same
 * labels in the same places, on every page, is judged on all the transaction lines under it.
 * Words line up in the gap, at one edge, on at least half of those lines (and two or more),
 * and no other phrase on them reaches from the gap into a label. The table reader then sees the
 * same blank-headed column as in the bank's CSV, and reads what it holds (a direction flag).
 */
export function addGapColumns(pages: readonly (readonly Line[])[], headers: Header[][]): void {
  const groups = new Map<string, { headers: Header[]; lines: Line[] }>();
  pages.forEach((lines, page) => {
    const found = headers[page] ?? [];
    found.forEach((header, index) => {
      const key = header.columns.map((column) => `${column.name}@${column.x0.toFixed(0)}`).join();
      const group = groups.get(key) ?? { headers: [], lines: [] };
      const end = found[index + 1]?.first ?? lines.length;
      const body = lines.slice(header.last + 1, end);
      group.headers.push(header);
      group.lines.push(...body.filter((line) => isTransaction(line, header.columns)));
      groups.set(key, group);
    });
  });
  for (const group of groups.values()) {
    const columns = group.headers[0]?.columns;
    if (!columns) continue;
    const widened = withGapColumns(columns, group.lines);
    if (widened.length === columns.length) continue;
    for (const header of group.headers) header.columns = widened;
  }
}

/** The columns with a blank-named one added in each gap right of a money column that holds one. */
export function withGapColumns(columns: readonly Column[], lines: readonly Line[]): Column[] {
  const result: Column[] = [];
  columns.forEach((column, index) => {
    result.push(column);
    if (!isMoneyRole(column.role)) return;
    const end = columns[index + 1]?.x0 ?? Number.POSITIVE_INFINITY;
    const found = gapColumn(column.x1, end, columns, lines);
    if (found) result.push(found);
  });
  return result;
}

function gapColumn(
  start: number,
  end: number,
  columns: readonly Column[],
  lines: readonly Line[],
): Column | null {
  const perLine = lines.map((line) => {
    const segments = segmentsOf(line.words);
    const inGap = segments.filter(
      (segment) =>
        segment.x0 > start &&
        segment.x1 < end &&
        !isAmountText(segment.text) &&
        !looksLikeDate(segment.text),
    );
    return { segments, inGap, size: line.size };
  });
  let best: Segment[] = [];
  const tried = new Set<string>();
  for (const { inGap, size } of perLine) {
    for (const candidate of inGap) {
      for (const edge of ['x0', 'x1'] as const) {
        const at = candidate[edge];
        const key = `${edge}${at.toFixed(1)}`;
        if (tried.has(key)) continue;
        tried.add(key);
        // At most one phrase a line: the one at this edge.
        const aligned = perLine.flatMap(
          (other) =>
            other.inGap.find((segment) => Math.abs(segment[edge] - at) <= EDGE * size) ?? [],
        );
        if (aligned.length > best.length) best = aligned;
      }
    }
  }
  if (best.length < 2 || best.length * 2 < lines.length) return null;
  const x0 = Math.min(...best.map((segment) => segment.x0));
  const x1 = Math.max(...best.map((segment) => segment.x1));
  const straddles = (segment: Segment) =>
    segment.x0 < x1 &&
    segment.x1 > x0 &&
    columns.some((column) => segment.x0 < column.x1 && segment.x1 > column.x0);
  if (perLine.some(({ segments }) => segments.some(straddles))) return null;
  return { name: '', role: null, x0, x1 };
}

/** A line with a date and an amount under the header's columns. */
function isTransaction(line: Line, columns: readonly Column[]): boolean {
  const shape = describeRow(assignCells(line.words, columns), columns);
  return shape.dated && shape.amount;
}
