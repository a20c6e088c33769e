import { a1Range, columnNumber } from '@sheetwise/sync';
import {
  cellAt,
  setCell,
  typedCell,
  usedExtent,
  withinGrid,
  type DevCell,
  type DevSheet,
} from './document';

/**
 * The Sheets API's `values` resource over one stored spreadsheet: A1 ranges in, rows of values
 * out, in the render options the connector asks for.
 */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly googleStatus: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiProblem';
  }
}

export interface CellBlock {
  sheet: DevSheet;
  startRow: number;
  startColumn: number;
  /** Exclusive; undefined runs to the end of what is used (reading) or of the grid. */
  endRow: number | undefined;
  endColumn: number | undefined;
}

const CELLS = /^([A-Za-z]*)(\d*)(?::([A-Za-z]*)(\d*))?$/;

function sheetNamed(sheets: DevSheet[], title: string): DevSheet {
  const sheet = sheets.find((candidate) => candidate.title === title);
  if (!sheet) throw new ApiProblem(400, 'INVALID_ARGUMENT', `Unable to parse range: ${title}`);
  return sheet;
}

/** `'Title'!A1:C3`, `Title!A1`, `Title` (the whole sheet) or `A1:C3` on the first sheet. */
export function parseRange(sheets: DevSheet[], text: string): CellBlock {
  const bang = text.lastIndexOf('!');
  const unquote = (name: string) =>
    name.startsWith("'") && name.endsWith("'") ? name.slice(1, -1).replace(/''/g, "'") : name;
  const title = bang >= 0 ? unquote(text.slice(0, bang)) : undefined;
  const cells = bang >= 0 ? text.slice(bang + 1) : text;
  if (title === undefined && sheets.some((sheet) => sheet.title === unquote(text))) {
    return {
      sheet: sheetNamed(sheets, unquote(text)),
      startRow: 0,
      startColumn: 0,
      endRow: undefined,
      endColumn: undefined,
    };
  }
  const sheet = title === undefined ? sheets[0] : sheetNamed(sheets, title);
  const match = CELLS.exec(cells);
  if (!sheet || !match)
    throw new ApiProblem(400, 'INVALID_ARGUMENT', `Unable to parse range: ${text}`);
  const [, startLetters = '', startDigits = '', endLetters, endDigits] = match;
  const single = endLetters === undefined;
  const column = (letters: string | undefined) => (letters ? columnNumber(letters) : undefined);
  const row = (digits: string | undefined) => (digits ? Number(digits) : undefined);
  return {
    sheet,
    startRow: (row(startDigits) ?? 1) - 1,
    startColumn: (column(startLetters) ?? 1) - 1,
    endRow: single ? row(startDigits) : row(endDigits),
    endColumn: single ? column(startLetters) : column(endLetters),
  };
}

export type ValueRenderOption = 'UNFORMATTED_VALUE' | 'FORMULA' | 'FORMATTED_VALUE';

function rendered(cell: DevCell | undefined, option: ValueRenderOption): string | number | boolean {
  if (!cell) return '';
  if (cell.formula !== undefined && option === 'FORMULA') return cell.formula;
  if (cell.value === null) return '';
  return option === 'FORMATTED_VALUE' ? String(cell.value) : cell.value;
}

/** A value range as Google answers it: trailing empty rows and cells left out. */
export function readBlock(block: CellBlock, option: ValueRenderOption) {
  const used = usedExtent(block.sheet);
  const endRow = Math.min(block.endRow ?? used.rows, used.rows);
  const endColumn = Math.min(block.endColumn ?? used.columns, used.columns);
  const values: (string | number | boolean)[][] = [];
  for (let row = block.startRow; row < endRow; row += 1) {
    const line: (string | number | boolean)[] = [];
    for (let column = block.startColumn; column < endColumn; column += 1) {
      line.push(rendered(cellAt(block.sheet, row, column), option));
    }
    while (line.length > 0 && line[line.length - 1] === '') line.pop();
    values.push(line);
  }
  while (values.length > 0 && values[values.length - 1]?.length === 0) values.pop();
  const last = {
    row: Math.max(endRow, block.startRow + 1) - 1,
    column: Math.max(endColumn, block.startColumn + 1) - 1,
  };
  const range = a1Range(
    block.sheet.title,
    { row: block.startRow, column: block.startColumn },
    last,
  );
  return values.length > 0
    ? { range, majorDimension: 'ROWS', values }
    : { range, majorDimension: 'ROWS' };
}

export type ValueInputOption = 'RAW' | 'USER_ENTERED';

function enteredCell(value: unknown, option: ValueInputOption, kept: DevCell | undefined): DevCell {
  if (value === null || value === '')
    return { value: null, ...(kept?.format ? { format: kept.format } : {}) };
  if (typeof value === 'string') {
    if (option === 'USER_ENTERED') return typedCell(value);
    return { value };
  }
  if (typeof value === 'number' || typeof value === 'boolean') {
    return { value, ...(kept?.format ? { format: kept.format } : {}) };
  }
  throw new ApiProblem(400, 'INVALID_ARGUMENT', 'Invalid value');
}

/** Writes rows of values from the block's first cell; refuses cells past the grid. */
export function writeBlock(block: CellBlock, rows: unknown[][], option: ValueInputOption): number {
  let updated = 0;
  rows.forEach((line, rowOffset) => {
    line.forEach((value, columnOffset) => {
      const row = block.startRow + rowOffset;
      const column = block.startColumn + columnOffset;
      if (!withinGrid(block.sheet, row, column)) {
        throw new ApiProblem(
          400,
          'INVALID_ARGUMENT',
          `Range exceeds grid limits of ${block.sheet.title}`,
        );
      }
      setCell(
        block.sheet,
        row,
        column,
        enteredCell(value, option, cellAt(block.sheet, row, column)),
      );
      updated += 1;
    });
  });
  return updated;
}
