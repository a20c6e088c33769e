import type { CellValue } from '../cell';
import type { SheetCells, SheetEdits } from '../sheet-edits';

/**
 * A sheet in memory that applies SheetEdits the way connectors do: writes grow it, then rows and
 * columns are deleted (Google) or cleared (a workbook, which keeps its formatting).
 */
export class MemorySheet {
  cells: CellValue[][];

  constructor(
    rows: readonly (readonly CellValue[])[],
    private readonly deletes: 'delete' | 'clear' = 'delete',
  ) {
    this.cells = rows.map((row) => [...row]);
  }

  read(): SheetCells {
    const width = this.cells.reduce((widest, row) => Math.max(widest, row.length), 0);
    return this.cells.map((row) => Array.from({ length: width }, (_, at) => row[at] ?? null));
  }

  apply(edits: SheetEdits): void {
    for (const { row, column, value } of edits.writes) {
      while (this.cells.length <= row) this.cells.push([]);
      const target = this.cells[row] as CellValue[];
      while (target.length <= column) target.push(null);
      target[column] = value;
    }
    if (this.deletes === 'delete') {
      for (const row of edits.deleteRows) this.cells.splice(row, 1);
      for (const column of edits.deleteColumns) for (const row of this.cells) row.splice(column, 1);
      return;
    }
    for (const row of edits.deleteRows) this.cells[row] = (this.cells[row] ?? []).map(() => null);
    for (const column of edits.deleteColumns) for (const row of this.cells) row[column] = null;
  }

  /** The data rows' values of the named columns, header row left out, in sheet order. */
  values(...headers: string[]): CellValue[][] {
    const [header = [], ...rows] = this.read();
    const at = headers.map((name) => header.indexOf(name));
    return rows
      .filter((row) => row.some((cell) => cell !== null && cell !== ''))
      .map((row) => at.map((index) => row[index] ?? null));
  }
}
