import type { CellValue } from '../cell';
import type { Grid } from '../grid';

/** A grid whose column ids are its headers, from rows written as `[id, ...cells]`. */
export function grid(
  headers: readonly string[],
  rows: readonly (readonly [string, ...CellValue[]])[],
): Grid {
  return {
    columns: headers.map((header) => ({ id: header, header })),
    rows: rows.map(([id, ...cells]) => ({ id, cells })),
  };
}

/** Ids `prefix-1`, `prefix-2`, … in order, so tests know which id a new row gets. */
export function countingIds(prefix: string): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `${prefix}-${count}`;
  };
}
