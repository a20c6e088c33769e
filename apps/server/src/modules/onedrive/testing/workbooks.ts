import ExcelJS from 'exceljs';

export type TestCell =
  | string
  | number
  | boolean
  | null
  | { date: string }
  | { formula: string; result?: number }
  | { text: string };

/**
 * An .xlsx with one worksheet of these rows: `{ text }` is text formatted `@` (as Excel keeps
 * "00001"), `{ date }` a date formatted yyyy-mm-dd, `{ formula }` a formula without its "=".
 */
export async function testWorkbook(rows: TestCell[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  rows.forEach((row, r) => {
    row.forEach((value, c) => {
      const cell = sheet.getCell(r + 1, c + 1);
      if (value !== null && typeof value === 'object' && 'date' in value) {
        cell.value = new Date(`${value.date}T00:00:00Z`);
        cell.numFmt = 'yyyy-mm-dd';
      } else if (value !== null && typeof value === 'object' && 'text' in value) {
        cell.numFmt = '@';
        cell.value = value.text;
      } else {
        cell.value = value;
      }
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
