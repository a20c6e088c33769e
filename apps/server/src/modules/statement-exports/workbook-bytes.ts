import ExcelJS from 'exceljs';
import type { ScalarValue } from '@sheetwise/sync';
import { DATE_FORMAT, spreadsheetDate } from '../transactions/export/spreadsheet-cells';
import type { WorkbookSheet } from './destination';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const DATE_TIME_FORMAT = `${DATE_FORMAT} hh:mm`;

function writeCell(cell: ExcelJS.Cell, value: ScalarValue): void {
  if (value === null) return;
  if (typeof value === 'object') {
    const withTime = value.date.length > 10;
    // At UTC, as ExcelJS counts days from the UTC epoch (see spreadsheetDate).
    cell.value = withTime ? new Date(`${value.date}Z`) : spreadsheetDate(value.date);
    cell.numFmt = withTime ? DATE_TIME_FORMAT : DATE_FORMAT;
    return;
  }
  // A string stays a string cell, so text that looks like a number or a formula stays text.
  cell.value = value;
}

/** An .xlsx of these sheets, in order, each sheet's rows from A1; dates are real dates. */
export async function workbookBytes(sheets: readonly WorkbookSheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.title);
    sheet.rows.forEach((row, rowIndex) => {
      row.forEach((value, column) => {
        writeCell(worksheet.getCell(rowIndex + 1, column + 1), value);
      });
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
