import { summaryKind } from '../table/summary-lines';
import { assignCells } from './assign-cells';
import { addGapColumns } from './gap-columns';
import { findHeaders } from './header';
import { lineText, TABLE_GAP } from './lines';
import { describeRow, type RowShape } from './row-shape';
import { sectionTitle, signBySection } from './section-signs';
import type { Column, Line } from './types';

/** A table row as read from the page, possibly gathered from several lines. */
export interface PdfRow {
  cells: string[];
  columns: Column[];
  shape: RowShape;
  page: number;
  /** Baseline of the row's lowest line so far, for joining the next line to it. */
  bottom: number;
  /** The title printed above the row's table header, '' when none. */
  section: string;
}

export interface Walk {
  rows: PdfRow[];
  /** Lines above the first header: the statement's own summary and details. */
  preamble: Line[];
  /** Lines outside every table after the first header (summaries, totals, legal text). */
  outside: Line[];
  /** The first header's columns, or null when no page has a table header. */
  firstColumns: Column[] | null;
}

/** A description wraps onto the next line at most two font sizes below. */
const WRAP_GAP = 2;

/**
 * Walks the pages top to bottom and reads every table: a header sets the columns until the next
 * header, on this page or a later one (tables continue across pages, usually under a repeated
 * header). A line with a date and an amount under those columns is always a row, so a table
 * that continues on a page without a header is still read; other lines are rows only close
 * under the table. Text-only lines just below a row are its description wrapping; a dated line
 * without an amount takes the amount from the line just below. Repeated page headers and
 * footers (`boilerplate`) are skipped. Words lined up under no label right of a money column
 * get a column of their own (gap-columns.ts).
 */
export function walkTables(
  pages: readonly (readonly Line[])[],
  boilerplate: readonly ReadonlySet<number>[],
): Walk {
  const walk: Walk = { rows: [], preamble: [], outside: [], firstColumns: null };
  let columns: Column[] | null = null;
  let unit = 10;
  let section = '';
  const found = pages.map(findHeaders);
  addGapColumns(pages, found);
  pages.forEach((lines, page) => {
    const headers = new Map((found[page] ?? []).map((header) => [header.first, header]));
    let lastY: number | null = null;
    for (let index = 0; index < lines.length; index += 1) {
      const line = lines[index];
      if (!line) continue;
      const header = headers.get(index);
      if (header) {
        columns = header.columns;
        walk.firstColumns ??= header.columns;
        unit = header.size;
        section = sectionTitle(lines, header);
        const bottom = lines[header.last];
        lastY = bottom ? bottom.y : line.y;
        index = header.last;
        continue;
      }
      if (boilerplate[page]?.has(index)) continue;
      if (!columns) {
        walk.preamble.push(line);
        continue;
      }
      const cells = assignCells(line.words, columns);
      const shape = describeRow(cells, columns);
      const near = lastY !== null && lastY - line.y <= TABLE_GAP * unit;
      if (!(shape.dated && shape.amount) && (!near || isBalanceLine(line))) {
        lastY = null;
        walk.outside.push(line);
        continue;
      }
      lastY = line.y;
      const row: PdfRow = { cells, columns, shape, page, bottom: line.y, section };
      const previous = walk.rows[walk.rows.length - 1];
      if (!previous || !joins(previous, row, line)) walk.rows.push(row);
    }
  });
  walk.rows = signBySection(walk.rows);
  return walk;
}

/** `Novo stanje: 18.876,89 EUR` just under the last row is the statement's summary, not a row. */
function isBalanceLine(line: Line): boolean {
  const kind = summaryKind([lineText(line)]);
  return kind === 'opening' || kind === 'closing';
}

/** Joins a line to the row above it when it continues that row; says whether it did. */
function joins(previous: PdfRow, row: PdfRow, line: Line): boolean {
  if (previous.page !== row.page || previous.columns !== row.columns) return false;
  if (previous.bottom - line.y > WRAP_GAP * line.size) return false;
  const { shape } = row;
  const wraps = !shape.dated && !shape.amount && shape.textOnly;
  const completes = previous.shape.dated && !previous.shape.amount && !shape.dated && shape.amount;
  if (!wraps && !completes) return false;
  previous.cells = previous.cells.map((cell, index) => {
    const more = row.cells[index] ?? '';
    return more ? `${cell} ${more}`.trim() : cell;
  });
  previous.shape = describeRow(previous.cells, previous.columns);
  previous.bottom = line.y;
  return true;
}
