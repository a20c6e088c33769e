import { textOf, type Cell } from './cells';
import { textWidth, writeStatementPdf, type PdfText } from '../write-pdf';

const SIZE = 8;
const GAP = 14;
const MARGIN = 36;
const ROWS_PER_PAGE = 44;

/** Helvetica's advance widths (per 1000 em) of the printable ASCII characters, space to `~`. */
// prettier-ignore
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** A text's width in Helvetica from the font's own widths (other characters as an average). */
function helveticaWidth(text: string, size: number): number {
  let units = 0;
  for (const char of text) units += HELVETICA[(char.codePointAt(0) ?? 0) - 32] ?? 556;
  return (units * size) / 1000;
}

export interface PdfLayoutOptions {
  /**
   * Measure every text with Helvetica's real widths rather than the writer's estimate (exact for
   * amounts, an average for letters), so long capitals keep the gutter before the next column,
   * as a bank's own layout does. Off for the first corpus, whose files stay as they were.
   */
  exactWidths?: boolean;
}

/**
 * A text PDF of a sheet, laid out as banks print statements: the lines above the header as a
 * letterhead, then the table with its header repeated on every page, text columns left-aligned
 * and money columns (and their headers) right-aligned, and a page number at the foot. A table
 * too wide for portrait is printed landscape.
 */
export function renderPdf(
  rows: readonly (readonly Cell[])[],
  header: number,
  options: PdfLayoutOptions = {},
): Uint8Array {
  const measure = options.exactWidths ? helveticaWidth : textWidth;
  const preamble = rows.slice(0, Math.max(header, 0));
  const head = header >= 0 ? rows[header] : undefined;
  const body = rows.slice(header + 1);
  const width = Math.max(...[head ?? [], ...body].map((row) => row.length));
  const isMoney = Array.from({ length: width }, (_, column) =>
    body.some((row) => {
      const cell = row[column];
      return typeof cell === 'object' && 'value' in cell;
    }),
  );
  const tabular = [head ?? [], ...body.filter((row) => !isFreeLine(row))];
  const widths = Array.from({ length: width }, (_, column) =>
    Math.max(0, ...tabular.map((row) => measure(textOf(row[column]), SIZE))),
  );
  const lefts: number[] = [];
  let x = MARGIN;
  for (const columnWidth of widths) {
    lefts.push(x);
    x += columnWidth + (columnWidth > 0 ? GAP : 0);
  }
  const pageWidth = x + MARGIN > 612 ? 842 : 612;
  const pageHeight = pageWidth === 842 ? 595 : 792;
  if (x - GAP > pageWidth) throw new Error(`The table is ${Math.round(x)}pt wide: off the page.`);
  const place = (row: readonly Cell[], y: number, texts: PdfText[]) => {
    row.forEach((cell, column) => {
      const text = textOf(cell);
      if (!text) return;
      const left = lefts[column] ?? MARGIN;
      const right = left + (widths[column] ?? 0);
      const at = isMoney[column] ? right - measure(text, SIZE) : left;
      texts.push({ x: at, y, text, size: SIZE });
    });
  };
  const pages: PdfText[][] = [];
  const pageCount = Math.max(1, Math.ceil(body.length / ROWS_PER_PAGE));
  for (let page = 0; page < pageCount; page += 1) {
    const texts: PdfText[] = [];
    let y = pageHeight - 48;
    if (page === 0) {
      for (const line of preamble) {
        const text = line.map(textOf).filter(Boolean).join('  ');
        if (text) texts.push({ x: MARGIN, y, text, size: SIZE });
        y -= 13;
      }
      y -= 8;
    }
    if (head) {
      place(head, y, texts);
      y -= 18;
    }
    for (const row of body.slice(page * ROWS_PER_PAGE, (page + 1) * ROWS_PER_PAGE)) {
      place(row, y, texts);
      y -= 12;
    }
    texts.push({
      x: pageWidth / 2 - 20,
      y: 24,
      text: `Page ${page + 1} of ${pageCount}`,
      size: SIZE,
    });
    pages.push(texts);
  }
  return writeStatementPdf(pages, { width: pageWidth, height: pageHeight });
}

/** A body line with its first cell alone filled: a note, not a table row. */
function isFreeLine(row: readonly Cell[]): boolean {
  return row.length > 0 && textOf(row[0]) !== '' && row.slice(1).every((cell) => !textOf(cell));
}
