import type { CellObject, WorkSheet } from '@e965/xlsx';

export interface SheetGrid {
  /** Cell texts, row by row from the sheet's first row and column. */
  rows: string[][];
  /** 0-based indexes in `rows` of rows the workbook hides. */
  hiddenRows: number[];
}

/**
 * Turns a dense worksheet into the grid of texts the table reader takes. Date cells become
 * ISO dates (with the time when it is not midnight), numbers keep their full precision with a
 * point as the decimal mark, and a merged range's value fills every row it spans, so a date
 * merged down over two transactions dates both.
 */
export function sheetGrid(sheet: WorkSheet): SheetGrid {
  // Dense sheets leave holes for empty rows and cells.
  const data = (sheet['!data'] ?? []) as ((CellObject | undefined)[] | undefined)[];
  const rows: (string | undefined)[][] = Array.from(data, (row) => {
    const texts = new Array<string>(row?.length ?? 0);
    for (let column = 0; column < texts.length; column += 1)
      texts[column] = cellText(row?.[column]);
    return texts;
  });
  for (const merge of sheet['!merges'] ?? []) {
    const value = rows[merge.s.r]?.[merge.s.c] ?? '';
    for (let r = merge.s.r + 1; r <= merge.e.r; r += 1) {
      const row = (rows[r] ??= []);
      for (let c = merge.s.c; c <= merge.e.c; c += 1) row[c] = value;
    }
  }
  const hiddenRows: number[] = [];
  (sheet['!rows'] ?? []).forEach((info, index) => {
    if (info.hidden && rows[index]?.some((cell) => cell !== '')) hiddenRows.push(index);
  });
  // Only merges leave holes in a row; they are filled in place rather than by copying every row.
  rows.forEach((row) => {
    for (let column = 0; column < row.length; column += 1) row[column] ??= '';
  });
  return { rows: rows as string[][], hiddenRows };
}

function cellText(cell: CellObject | undefined): string {
  if (!cell) return '';
  switch (cell.t) {
    case 'd':
      return cell.v instanceof Date ? isoDateTime(cell.v) : '';
    case 'n':
      return typeof cell.v === 'number' ? String(cell.v) : '';
    case 's':
      return typeof cell.v === 'string' ? cell.v.trim() : '';
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    default:
      return '';
  }
}

/** SheetJS builds date cells in UTC, so the UTC reading is the date the sheet shows. */
function isoDateTime(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const iso = date.toISOString();
  const time = iso.slice(11, 19);
  return time === '00:00:00' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${time}`;
}
