import ExcelJS from 'exceljs';
import { columnNumber, isoToSerial } from '@sheetwise/sync';

/**
 * What Excel for the web does to a workbook for the Graph calls the connector makes, on .xlsx
 * bytes with ExcelJS: the used range as Graph reports it, ranges written (a value typed into a
 * cell not formatted as text is read as Excel would: "=…" is a formula, digits are a number), and
 * rows or columns deleted with the cells below or right moving up or left.
 */
export class WorkbookProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Raw = string | number | boolean;

export async function loadWorkbook(content: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  return workbook;
}

export async function saveWorkbook(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function worksheetNamed(workbook: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const sheet = workbook.worksheets.find((candidate) => candidate.name === name);
  if (!sheet) throw new WorkbookProblem(404, 'ItemNotFound', 'The worksheet was not found.');
  return sheet;
}

const TEXT_FORMAT = '@';

function dateSerial(date: Date): number {
  const iso = date.toISOString();
  const day = iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19);
  return isoToSerial(day, 'excel-1900') ?? 0;
}

/** A cell as Graph reports it: value, formula text, number format and value type. */
function graphCell(cell: ExcelJS.Cell) {
  const numberFormat = cell.numFmt || 'General';
  const value = cell.value;
  const shown = (result: unknown): { value: Raw; type: string } => {
    if (result === null || result === undefined) return { value: '', type: 'Empty' };
    if (result instanceof Date) return { value: dateSerial(result), type: 'Double' };
    if (typeof result === 'number') return { value: result, type: 'Double' };
    if (typeof result === 'boolean') return { value: result, type: 'Boolean' };
    if (typeof result === 'string') return { value: result, type: 'String' };
    if (typeof result === 'object' && 'error' in result) {
      return { value: String(result.error), type: 'Error' };
    }
    if (typeof result === 'object' && 'richText' in result) {
      const runs = (result as { richText: { text: string }[] }).richText;
      return { value: runs.map((run) => run.text).join(''), type: 'String' };
    }
    return { value: cell.text, type: 'String' };
  };
  if (cell.formula) {
    const result = shown((value as { result?: unknown }).result);
    return { ...result, formula: `=${cell.formula}`, numberFormat };
  }
  const result = shown(value);
  return { ...result, formula: result.value, numberFormat };
}

/** `usedRange(valuesOnly=false)`: the smallest block holding every cell with a value. */
export function usedRange(sheet: ExcelJS.Worksheet) {
  let top = Infinity;
  let left = Infinity;
  let bottom = 0;
  let right = 0;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    row.eachCell({ includeEmpty: false }, (cell, columnNumber) => {
      if (cell.value === null || cell.value === '') return;
      top = Math.min(top, rowNumber);
      left = Math.min(left, columnNumber);
      bottom = Math.max(bottom, rowNumber);
      right = Math.max(right, columnNumber);
    });
  });
  if (bottom === 0) {
    return {
      address: `${sheet.name}!A1`,
      values: [['']],
      formulas: [['']],
      numberFormat: [['General']],
      valueTypes: [['Empty']],
    };
  }
  const rows = Array.from({ length: bottom - top + 1 }, (_, r) =>
    Array.from({ length: right - left + 1 }, (_, c) => graphCell(sheet.getCell(top + r, left + c))),
  );
  const start = sheet.getCell(top, left).address;
  const end = sheet.getCell(bottom, right).address;
  return {
    address: `${sheet.name}!${start}:${end}`,
    values: rows.map((row) => row.map((cell) => cell.value)),
    formulas: rows.map((row) => row.map((cell) => cell.formula)),
    numberFormat: rows.map((row) => row.map((cell) => cell.numberFormat)),
    valueTypes: rows.map((row) => row.map((cell) => cell.type)),
  };
}

/** "B5:D5" (or one cell) as 1-based corners. */
function corners(address: string) {
  const match = /^([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?$/i.exec(address);
  if (!match) throw new WorkbookProblem(400, 'InvalidArgument', 'The address is not valid.');
  const [, startColumn = 'A', startRow = '1', endColumn, endRow] = match;
  return {
    top: Number(startRow),
    left: columnNumber(startColumn),
    bottom: Number(endRow ?? startRow),
    right: columnNumber(endColumn ?? startColumn),
  };
}

/** What Excel makes of a value typed into a cell of this format. */
function typed(value: Raw, format: string): ExcelJS.CellValue {
  if (typeof value !== 'string') return value;
  if (value === '') return null;
  if (format === TEXT_FORMAT) return value;
  if (value.startsWith('=')) return { formula: value.slice(1) };
  const number = Number(value);
  if (value.trim() !== '' && Number.isFinite(number)) return number;
  return value;
}

/** PATCH range(address=…): formats first, then values; a null leaves a cell as it is. */
export function patchRange(
  sheet: ExcelJS.Worksheet,
  address: string,
  patch: { values?: (Raw | null)[][]; numberFormat?: (string | null)[][] },
): void {
  const { top, left, bottom, right } = corners(address);
  for (const [name, rows] of [
    ['numberFormat', patch.numberFormat],
    ['values', patch.values],
  ] as const) {
    if (!rows) continue;
    if (rows.length !== bottom - top + 1 || rows.some((row) => row.length !== right - left + 1)) {
      throw new WorkbookProblem(400, 'InvalidArgument', `The ${name} do not fit the range.`);
    }
  }
  patch.numberFormat?.forEach((row, r) => {
    row.forEach((format, c) => {
      if (format !== null) sheet.getCell(top + r, left + c).numFmt = format;
    });
  });
  patch.values?.forEach((row, r) => {
    row.forEach((value, c) => {
      if (value === null) return;
      const cell = sheet.getCell(top + r, left + c);
      cell.value = typed(value, cell.numFmt || 'General');
    });
  });
}

/** POST range(address=…)/delete: whole rows ("5:5") up, whole columns ("C:C") left. */
export function deleteRange(sheet: ExcelJS.Worksheet, address: string, shift: string): void {
  const rows = /^(\d+):(\d+)$/.exec(address);
  const columns = /^([A-Z]+):([A-Z]+)$/i.exec(address);
  if (rows && shift === 'Up') {
    const [first, last] = [Number(rows[1]), Number(rows[2])];
    sheet.spliceRows(first, last - first + 1);
    return;
  }
  if (columns && shift === 'Left') {
    const [first, last] = [columnNumber(columns[1] ?? 'A'), columnNumber(columns[2] ?? 'A')];
    sheet.spliceColumns(first, last - first + 1);
    return;
  }
  throw new WorkbookProblem(400, 'InvalidArgument', 'Only whole rows up or columns left.');
}
