import { sameCell } from './cell';
import { columnIndex, rowsById, type Grid } from './grid';
import { identifyRows, type RowIdentity } from './row-identity';
import type { SheetCells } from './sheet-edits';
import { locateTable } from './sheet-table';

/**
 * How many cells, rows and headers of a side read back after writing differ from what the run
 * meant to leave there: 0 before the new base may be saved. A run that reports "11 cells updated"
 * has to find all 11 on the sheet.
 */
export function readBackDifferences(
  cells: SheetCells,
  columnIds: Readonly<Record<string, string>>,
  identity: RowIdentity,
  expected: Grid,
): number {
  let unidentified = 0;
  const identified = identifyRows(
    locateTable(cells).table,
    new Map(Object.entries(columnIds)),
    identity,
    () => {
      unidentified += 1;
      return `unidentified-${unidentified}`;
    },
  );
  if (!identified.ok) return Math.max(1, expected.rows.length);
  const actual = identified.grid;
  const actualAt = columnIndex(actual);
  let differences = unidentified;
  for (const column of expected.columns) {
    const at = actualAt.get(column.id);
    if (at === undefined || actual.columns[at]?.header !== column.header) differences += 1;
  }
  differences += Math.max(0, actual.columns.length - expected.columns.length);
  const actualRows = rowsById(actual);
  for (const row of expected.rows) {
    const found = actualRows.get(row.id);
    if (!found) {
      differences += 1;
      continue;
    }
    expected.columns.forEach((column, index) => {
      const at = actualAt.get(column.id);
      if (at !== undefined && !sameCell(found.cells[at], row.cells[index])) differences += 1;
    });
  }
  return differences + Math.max(0, actual.rows.length - expected.rows.length);
}
