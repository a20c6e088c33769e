import { cellFingerprint, sameCell, type CellValue } from './cell';
import {
  headerProblem,
  type Column,
  type Grid,
  type NewRowId,
  type RawTable,
  type Side,
} from './grid';
import { keyColumnProblem, keyId } from './row-identity';

/** More ambiguous rows than this share of the larger side and the first link is refused. */
export const MAX_AMBIGUOUS_SHARE = 0.02;

/** What the first link would do, shown before anything is written. Rows are table indexes. */
export interface FirstLinkPreview {
  readonly matched: readonly {
    readonly google: number;
    readonly excel: number;
    readonly differingCells: number;
  }[];
  /** Rows to be copied to the other side; equal rows are never merged away. */
  readonly googleOnly: readonly number[];
  readonly excelOnly: readonly number[];
  /** Copies of a row whose counts differ between the sides: which copy is new cannot be told. */
  readonly ambiguous: number;
  readonly refusal?: string;
}

const commonHeaders = (google: RawTable, excel: RawTable) =>
  google.headers.filter((header) => excel.headers.includes(header));

function projector(table: RawTable, headers: readonly string[]) {
  const indexes = headers.map((header) => table.headers.indexOf(header));
  return (row: readonly CellValue[]) => indexes.map((index) => row[index] ?? null);
}

/** Groups of row indexes by a fingerprint, in table order. */
function groupBy(table: RawTable, fingerprint: (row: readonly CellValue[]) => string) {
  const groups = new Map<string, number[]>();
  table.rows.forEach((row, index) => {
    const key = fingerprint(row);
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  return groups;
}

/**
 * Matches the rows of two tables never linked before: by the key column when the user picked
 * one, otherwise by content, pairing equal rows one for one so that two equal rows stay two.
 * Never by position.
 */
export function previewFirstLink(
  google: RawTable,
  excel: RawTable,
  keyHeader?: string,
): FirstLinkPreview {
  const none = { matched: [], googleOnly: [], excelOnly: [], ambiguous: 0 };
  const problem =
    headerProblem(google.headers) ??
    headerProblem(excel.headers) ??
    (keyHeader === undefined
      ? undefined
      : (keyColumnProblem(google, keyHeader) ?? keyColumnProblem(excel, keyHeader)));
  if (problem) return { ...none, refusal: problem };
  const headers = commonHeaders(google, excel);
  const project = { google: projector(google, headers), excel: projector(excel, headers) };
  const fingerprint = (side: Side) =>
    keyHeader === undefined
      ? (row: readonly CellValue[]) => project[side](row).map(cellFingerprint).join('\u0000')
      : (row: readonly CellValue[]) =>
          keyId(row[(side === 'google' ? google : excel).headers.indexOf(keyHeader)]);
  const googleGroups = groupBy(google, fingerprint('google'));
  const excelGroups = groupBy(excel, fingerprint('excel'));
  const matched: { google: number; excel: number; differingCells: number }[] = [];
  const googleOnly: number[] = [];
  let ambiguous = 0;
  for (const [key, googleRows] of googleGroups) {
    const excelRows = excelGroups.get(key) ?? [];
    excelGroups.delete(key);
    const pairs = Math.min(googleRows.length, excelRows.length);
    if (pairs > 0) ambiguous += Math.abs(googleRows.length - excelRows.length);
    for (let pair = 0; pair < pairs; pair += 1) {
      const [g, e] = [googleRows[pair] ?? 0, excelRows[pair] ?? 0];
      const [left, right] = [
        project.google(google.rows[g] ?? []),
        project.excel(excel.rows[e] ?? []),
      ];
      const differingCells = left.filter((cell, index) => !sameCell(cell, right[index])).length;
      matched.push({ google: g, excel: e, differingCells });
    }
    googleOnly.push(...googleRows.slice(pairs));
    excelGroups.set(key, excelRows.slice(pairs));
  }
  const excelOnly = [...excelGroups.values()].flat().sort((a, b) => a - b);
  googleOnly.sort((a, b) => a - b);
  const preview = { matched, googleOnly, excelOnly, ambiguous };
  const limit = Math.max(google.rows.length, excel.rows.length) * MAX_AMBIGUOUS_SHARE;
  return ambiguous > limit
    ? {
        ...preview,
        refusal: `${ambiguous} rows cannot be matched with certainty; more than 2% of the rows.`,
      }
    : preview;
}

/**
 * The three grids the first merge starts from, once the user accepted the preview: matched rows
 * share an id, and they are in the base only when equal, so differing cells become conflicts
 * rather than one side silently winning. Shared headers form the base's columns; `_sw_id`
 * cells are then written with each row's id (with a key, the key is the id).
 */
export function firstLinkGrids(
  google: RawTable,
  excel: RawTable,
  preview: FirstLinkPreview,
  newId: NewRowId,
  keyHeader?: string,
): Readonly<Record<'base' | Side, Grid>> {
  // With a key the ids come from it, as `identifyRows` will read them on later runs.
  const rowId = (table: RawTable, index: number) =>
    keyHeader === undefined
      ? newId()
      : keyId(table.rows[index]?.[table.headers.indexOf(keyHeader)]);
  const columnIds = new Map(
    [...google.headers, ...excel.headers].map((header) => [header, header]),
  );
  for (const header of columnIds.keys()) columnIds.set(header, newId());
  const columnsOf = (headers: readonly string[]): Column[] =>
    headers.map((header) => ({ id: columnIds.get(header) ?? header, header }));
  const googleIds = google.rows.map(() => '');
  const excelIds = excel.rows.map(() => '');
  const baseRows: { id: string; cells: CellValue[] }[] = [];
  const shared = commonHeaders(google, excel);
  const project = projector(google, shared);
  for (const pair of preview.matched) {
    const id = rowId(google, pair.google);
    googleIds[pair.google] = id;
    excelIds[pair.excel] = id;
    if (pair.differingCells === 0)
      baseRows.push({ id, cells: project(google.rows[pair.google] ?? []) });
  }
  const gridOf = (table: RawTable, ids: string[]): Grid => ({
    columns: columnsOf(table.headers),
    rows: table.rows.map((cells, index) => ({ id: ids[index] || rowId(table, index), cells })),
  });
  return {
    base: { columns: columnsOf(shared), rows: baseRows },
    google: gridOf(google, googleIds),
    excel: gridOf(excel, excelIds),
  };
}
