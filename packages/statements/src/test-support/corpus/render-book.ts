import { utils, write } from '@e965/xlsx';
import { textOf, type Cell } from './cells';

/**
 * A workbook of one sheet: XLSX, or BIFF8 `.xls` as older bank portals still export. With
 * `native`, money cells are numbers and date cells dates; otherwise every cell is text, as
 * portals that write their screen's strings into the sheet do.
 */
export function renderBook(
  rows: readonly (readonly Cell[])[],
  bookType: 'xlsx' | 'xls',
  native: boolean,
): Uint8Array {
  const values = rows.map((row) =>
    row.map((cell) => {
      if (typeof cell === 'string') return cell === '' ? null : cell;
      if (!native) return cell.text;
      if ('iso' in cell) return new Date(`${cell.iso}T00:00:00Z`);
      return cell.value;
    }),
  );
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(values, { cellDates: true }), 'Statement');
  const type = bookType === 'xlsx' ? 'xlsx' : 'biff8';
  return new Uint8Array(write(book, { type: 'array', bookType: type }) as ArrayBuffer);
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An HTML table served as `.xls` with Excel's MIME type, as many Asian banks' portals do. */
export function renderHtmlXls(rows: readonly (readonly Cell[])[]): Uint8Array {
  const body = rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escape(textOf(cell))}</td>`).join('')}</tr>`)
    .join('\n');
  const html = `<html>\n<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>\n<body>\n<table border="1">\n${body}\n</table>\n</body>\n</html>\n`;
  return new TextEncoder().encode(html);
}
