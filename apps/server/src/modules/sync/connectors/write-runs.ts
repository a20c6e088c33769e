import type { CellWrite } from '@sheetwise/sync';

/** Adjacent cells of one row written in one call, with each cell as its side writes it. */
export interface WriteRun<T> {
  readonly row: number;
  readonly column: number;
  readonly values: T[];
}

/**
 * Cell writes grouped into runs of adjacent cells in a row, so each side writes exact ranges
 * (never a rectangle that would blank the cells between). Shared by Google and OneDrive.
 */
export function runsByRow<T>(writes: readonly { write: CellWrite; raw: T }[]): WriteRun<T>[] {
  const sorted = [...writes].sort(
    (a, b) => a.write.row - b.write.row || a.write.column - b.write.column,
  );
  const runs: { row: number; column: number; values: T[] }[] = [];
  for (const { write, raw } of sorted) {
    const last = runs[runs.length - 1];
    if (last && last.row === write.row && last.column + last.values.length === write.column) {
      last.values.push(raw);
    } else if (last && last.row === write.row && last.column + last.values.length > write.column) {
      // The same cell twice: the later write wins, as applying them in order would.
      last.values[write.column - last.column] = raw;
    } else {
      runs.push({ row: write.row, column: write.column, values: [raw] });
    }
  }
  return runs;
}
