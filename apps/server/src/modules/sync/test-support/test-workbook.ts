import ExcelJS from 'exceljs';
import { isDate, type CellValue } from '@sheetwise/sync';

/** What the second sheet holds, to check that a sync keeps the rest of the workbook. */
export const NOTES_SHEET = { name: 'Notes', text: 'Keep me', fill: 'FFFFEB3B' } as const;

/** A test cell: a plain value, a date, or a formula in A1 form with its cached result. */
export type TestCell = CellValue | { readonly a1: string; readonly result: number };

const DAY_MS = 86_400_000;

function excelValue(cell: TestCell): ExcelJS.CellValue {
  if (cell === null || typeof cell !== 'object') return cell;
  if ('a1' in cell) return { formula: cell.a1.replace(/^=/, ''), result: cell.result };
  if (isDate(cell)) return new Date(`${cell.date}T00:00:00Z`);
  throw new Error('Only plain values, dates and formulas go into a test workbook');
}

/**
 * A workbook made for a test (never copied from elsewhere): the synced sheet "Data" with `rows`
 * from A1, dates formatted as dates, digit strings kept as text; and a second sheet "Notes" with
 * a bold, filled cell that no sync may lose.
 */
export async function testWorkbook(
  rows: readonly (readonly TestCell[])[],
  options: { date1904?: boolean } = {},
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.properties.date1904 = options.date1904 ?? false;
  const data = workbook.addWorksheet('Data');
  rows.forEach((cells, row) => {
    cells.forEach((cell, column) => {
      const target = data.getCell(row + 1, column + 1);
      target.value = excelValue(cell);
      if (cell !== null && typeof cell === 'object' && !('a1' in cell) && isDate(cell))
        target.numFmt = 'yyyy-mm-dd';
      if (typeof cell === 'string' && /^\d+$/.test(cell)) target.numFmt = '@';
    });
  });
  const notes = workbook.addWorksheet(NOTES_SHEET.name);
  const styled = notes.getCell('B2');
  styled.value = NOTES_SHEET.text;
  styled.font = { bold: true };
  styled.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: NOTES_SHEET.fill } };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A downloaded workbook opened with ExcelJS, a reader other than the connector's own. */
export async function openWithExcelJs(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  return workbook;
}

/** A date cell's day as ExcelJS reads it (UTC midnight), in ISO form. */
export function isoDay(value: ExcelJS.CellValue): string | undefined {
  return value instanceof Date
    ? new Date(Math.round(value.getTime() / DAY_MS) * DAY_MS).toISOString().slice(0, 10)
    : undefined;
}
