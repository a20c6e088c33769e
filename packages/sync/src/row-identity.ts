import { cellFingerprint, type CellValue } from './cell';
import {
  headerProblem,
  ROW_ID_HEADER,
  type Grid,
  type NewRowId,
  type RawTable,
  type Row,
} from './grid';

/** How a pair tells rows apart: Sheetwise's hidden ids, or a key column the user picked. */
export type RowIdentity =
  { readonly kind: 'row-id' } | { readonly kind: 'key'; readonly header: string };

export type Identified =
  | {
      readonly ok: true;
      readonly grid: Grid;
      /** Rows that need an id written into their `_sw_id` cell: new rows and copied rows. */
      readonly idsToWrite: readonly { readonly rowIndex: number; readonly id: string }[];
    }
  | { readonly ok: false; readonly problem: string };

/** The row id a key value gives: the value with its kind, so the text "1" and the number 1 differ. */
export const keyId = (value: CellValue | undefined) => `key:${cellFingerprint(value)}`;

/** Why `header` cannot be the key: it must exist and have no blanks and no duplicates. */
export function keyColumnProblem(table: RawTable, header: string): string | undefined {
  const index = table.headers.indexOf(header);
  if (index < 0) return `There is no column "${header}".`;
  const seen = new Set<string>();
  for (const row of table.rows) {
    const value = row[index] ?? null;
    if (value === null || value === '') return `The key column "${header}" has blank cells.`;
    const id = keyId(value);
    if (seen.has(id)) return `The key column "${header}" has duplicates.`;
    seen.add(id);
  }
  return undefined;
}

/**
 * A side's table as a grid of identified rows. With ids, a row without one (added by a person)
 * or with an id seen above it (a copied row) gets a fresh id rather than being matched by
 * position. `columnIds` gives the stored id of each header but `_sw_id`.
 */
export function identifyRows(
  table: RawTable,
  columnIds: ReadonlyMap<string, string>,
  identity: RowIdentity,
  newId: NewRowId,
): Identified {
  const problem =
    headerProblem(table.headers) ??
    (identity.kind === 'key' ? keyColumnProblem(table, identity.header) : undefined);
  if (problem) return { ok: false, problem };
  const idIndex = table.headers.indexOf(ROW_ID_HEADER);
  if (identity.kind === 'row-id' && idIndex < 0) {
    return { ok: false, problem: `The ${ROW_ID_HEADER} column is missing.` };
  }
  const dataIndexes = table.headers.flatMap((header, index) => (index === idIndex ? [] : [index]));
  const columns = dataIndexes.map((index) => {
    const header = table.headers[index] ?? '';
    return { id: columnIds.get(header) ?? header, header };
  });
  const keyIndex = identity.kind === 'key' ? table.headers.indexOf(identity.header) : -1;
  const seen = new Set<string>();
  const idsToWrite: { rowIndex: number; id: string }[] = [];
  const rows: Row[] = table.rows.map((cells, rowIndex) => {
    let id = identity.kind === 'key' ? keyId(cells[keyIndex]) : cells[idIndex];
    if (typeof id !== 'string' || id === '' || seen.has(id)) {
      id = newId();
      idsToWrite.push({ rowIndex, id });
    }
    seen.add(id);
    return { id, cells: dataIndexes.map((index) => cells[index] ?? null) };
  });
  return { ok: true, grid: { columns, rows }, idsToWrite };
}
