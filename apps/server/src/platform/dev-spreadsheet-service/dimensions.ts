import type { DevCell, DevMetadata, DevSheet, Dimension, GridRange } from './document';

/**
 * Inserting and deleting rows or columns as Sheets does: the cells, merges, row metadata and
 * hidden columns after the change move with it; a merge or metadata wholly inside deleted rows goes.
 */

function shiftCells(
  sheet: DevSheet,
  dimension: Dimension,
  move: (index: number) => number | undefined,
): void {
  const cells: Record<string, DevCell> = {};
  for (const [key, cell] of Object.entries(sheet.cells)) {
    const [row = 0, column = 0] = key.split(':').map(Number);
    const moved = move(dimension === 'ROWS' ? row : column);
    if (moved === undefined) continue;
    cells[dimension === 'ROWS' ? `${moved}:${column}` : `${row}:${moved}`] = cell;
  }
  sheet.cells = cells;
}

function shiftSpan(
  start: number,
  end: number,
  move: (index: number) => number | undefined,
): [number, number] | undefined {
  const kept: number[] = [];
  for (let index = start; index < end; index += 1) {
    const moved = move(index);
    if (moved !== undefined) kept.push(moved);
  }
  if (kept.length === 0) return undefined;
  return [Math.min(...kept), Math.max(...kept) + 1];
}

function shiftMerges(
  sheet: DevSheet,
  dimension: Dimension,
  move: (index: number) => number | undefined,
): void {
  const [startKey, endKey] =
    dimension === 'ROWS'
      ? (['startRowIndex', 'endRowIndex'] as const)
      : (['startColumnIndex', 'endColumnIndex'] as const);
  sheet.merges = sheet.merges.flatMap((merge): GridRange[] => {
    const span = shiftSpan(merge[startKey], merge[endKey], move);
    return span ? [{ ...merge, [startKey]: span[0], [endKey]: span[1] }] : [];
  });
}

function shiftMetadata(
  sheet: DevSheet,
  dimension: Dimension,
  move: (index: number) => number | undefined,
): void {
  sheet.metadata = sheet.metadata.flatMap((entry): DevMetadata[] => {
    const range = entry.location.dimensionRange;
    if (range.dimension !== dimension) return [entry];
    const span = shiftSpan(range.startIndex, range.endIndex, move);
    if (!span) return [];
    const dimensionRange = { ...range, startIndex: span[0], endIndex: span[1] };
    return [{ ...entry, location: { dimensionRange } }];
  });
}

function shiftAll(
  sheet: DevSheet,
  dimension: Dimension,
  move: (index: number) => number | undefined,
): void {
  shiftCells(sheet, dimension, move);
  shiftMerges(sheet, dimension, move);
  shiftMetadata(sheet, dimension, move);
  if (dimension === 'COLUMNS' && sheet.hiddenColumns) {
    sheet.hiddenColumns = sheet.hiddenColumns.flatMap((column) => {
      const moved = move(column);
      return moved === undefined ? [] : [moved];
    });
  }
}

function addCount(sheet: DevSheet, dimension: Dimension, count: number): void {
  if (dimension === 'ROWS') sheet.rowCount += count;
  else sheet.columnCount += count;
}

export function appendDimension(sheet: DevSheet, dimension: Dimension, length: number): void {
  addCount(sheet, dimension, length);
}

/** Inserts `end - start` empty rows or columns before `start`. */
export function insertDimension(
  sheet: DevSheet,
  dimension: Dimension,
  start: number,
  end: number,
): void {
  const count = end - start;
  shiftAll(sheet, dimension, (index) => (index >= start ? index + count : index));
  addCount(sheet, dimension, count);
}

/** Deletes rows or columns `start` up to (not including) `end`. */
export function deleteDimension(
  sheet: DevSheet,
  dimension: Dimension,
  start: number,
  end: number,
): void {
  const count = end - start;
  shiftAll(sheet, dimension, (index) => {
    if (index < start) return index;
    return index >= end ? index - count : undefined;
  });
  addCount(sheet, dimension, -count);
}
