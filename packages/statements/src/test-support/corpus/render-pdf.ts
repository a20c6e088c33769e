import { textOf, type Cell } from './cells';
import { textWidth, writeStatementPdf, type PdfText } from '../write-pdf';

const SIZE = 8;
const GAP = 14;
const MARGIN = 36;
const ROWS_PER_PAGE = 44;

/**
 * A text PDF of a sheet, laid out as banks print statements: the lines above the header as a
 * letterhead, then the table with its header repeated on every page, text columns left-aligned
 * and money columns (and their headers) right-aligned, and a page number at the foot. A table
 * too wide for portrait is printed landscape.
 */
export function renderPdf(rows: readonly (readonly Cell[])[], header: number): Uint8Array {
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
    Math.max(0, ...tabular.map((row) => textWidth(textOf(row[column]), SIZE))),
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
      const at = isMoney[column] ? right - textWidth(text, SIZE) : left;
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
