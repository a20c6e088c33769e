import {
  isFormula,
  isDate,
  isUntouchable,
  isoToSerial,
  type CellValue,
  type SheetEdits,
} from '@sheetwise/sync';
import { readOpenWorkbookCells } from './read-workbook-cells';
import { sheetXmlWriter } from './sheet-xml-writer';
import { openWorkbook, type WorkbookDateSystem } from './workbook-parts';
import type { CellChange, WorkbookWriter } from './workbook-writer';

/**
 * `edits` written into the workbook's sheet `sheetName`, everything else kept. Rows and columns
 * are never removed: a deleted row or column has its cells' values cleared, keeping their
 * formatting (and the rows, columns and references around them where they were); reading skips
 * what is empty. A write into a formula or an untouchable cell, or of one, is refused: the merge
 * never asks for it, so a request to is a bug that must not reach the user's file.
 */
export async function writeWorkbookEdits(
  bytes: Uint8Array,
  sheetName: string,
  edits: SheetEdits,
  writer: WorkbookWriter = sheetXmlWriter,
): Promise<Uint8Array> {
  const current = readOpenWorkbookCells(openWorkbook(bytes), sheetName);
  const changes: CellChange[] = edits.writes.map(({ row, column, value }) => {
    const existing = current.cells[row]?.[column];
    if (isFormula(existing) || isUntouchable(existing)) {
      throw new Error(
        `Sync may not write over the formula or untouchable cell at row ${row}, column ${column}.`,
      );
    }
    return { row, column, value: plainValue(value, current.dateSystem) };
  });
  const width = current.cells[0]?.length ?? 0;
  for (const row of edits.deleteRows) {
    for (let column = 0; column < width; column += 1) changes.push({ row, column, value: null });
  }
  for (const column of edits.deleteColumns) {
    for (let row = 0; row < current.cells.length; row += 1)
      changes.push({ row, column, value: null });
  }
  return writer.apply(
    bytes,
    current.sheetName,
    withoutOverwrittenClears(changes),
    edits.hideColumns,
  );
}

function plainValue(value: CellValue, dateSystem: WorkbookDateSystem): CellChange['value'] {
  if (isFormula(value) || isUntouchable(value)) {
    throw new Error('Sync never writes formulas or untouchable cells into a workbook.');
  }
  if (!isDate(value)) return value;
  const serial = isoToSerial(value.date, dateSystem);
  if (serial === undefined || serial < 0)
    throw new Error(`Not a date Excel can hold: ${value.date}`);
  return { serial, withTime: value.date.includes('T') };
}

/** One change per cell, the last: a cell written and then in a deleted row or column ends empty. */
function withoutOverwrittenClears(changes: readonly CellChange[]): CellChange[] {
  const byCell = new Map<string, CellChange>();
  for (const change of changes) byCell.set(`${change.row}:${change.column}`, change);
  return [...byCell.values()];
}
