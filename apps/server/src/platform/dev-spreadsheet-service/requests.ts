import { z } from 'zod';
import { appendDimension, deleteDimension, insertDimension } from './dimensions';
import { cellAt, setCell, type DevSheet } from './document';
import type { DevSpreadsheet } from './store';
import { ApiProblem } from './values';

/** The `spreadsheets.batchUpdate` requests the connector sends (and mergeCells, for tests). */
const Dimension = z.enum(['ROWS', 'COLUMNS']);
const DimensionRange = z.object({
  sheetId: z.number().int(),
  dimension: Dimension,
  startIndex: z.number().int().min(0),
  endIndex: z.number().int().min(1),
});
const GridRange = z.object({
  sheetId: z.number().int(),
  startRowIndex: z.number().int().min(0),
  endRowIndex: z.number().int().min(1),
  startColumnIndex: z.number().int().min(0),
  endColumnIndex: z.number().int().min(1),
});
const NumberFormatType = z.enum(['DATE', 'DATE_TIME', 'TIME', 'NUMBER', 'TEXT']);

export const BatchUpdateRequest = z.union([
  z.object({
    appendDimension: z.object({
      sheetId: z.number().int(),
      dimension: Dimension,
      length: z.number().int().min(1),
    }),
  }),
  z.object({ insertDimension: z.object({ range: DimensionRange }) }),
  z.object({ deleteDimension: z.object({ range: DimensionRange }) }),
  z.object({
    repeatCell: z.object({
      range: GridRange,
      cell: z.object({
        userEnteredFormat: z.object({
          numberFormat: z.object({ type: NumberFormatType, pattern: z.string().optional() }),
        }),
      }),
      fields: z.string(),
    }),
  }),
  z.object({
    createDeveloperMetadata: z.object({
      developerMetadata: z.object({
        metadataKey: z.string().min(1),
        metadataValue: z.string(),
        location: z.object({ dimensionRange: DimensionRange }),
        visibility: z.string(),
      }),
    }),
  }),
  z.object({ mergeCells: z.object({ range: GridRange, mergeType: z.string() }) }),
  z.object({
    updateDimensionProperties: z.object({
      range: DimensionRange,
      properties: z.object({ hiddenByUser: z.boolean() }),
      fields: z.literal('hiddenByUser'),
    }),
  }),
]);
export type BatchUpdateRequest = z.infer<typeof BatchUpdateRequest>;

export const BatchUpdateBody = z.object({ requests: z.array(BatchUpdateRequest).max(10_000) });

function sheetWithId(spreadsheet: DevSpreadsheet, sheetId: number): DevSheet {
  const sheet = spreadsheet.sheets.find((candidate) => candidate.sheetId === sheetId);
  if (!sheet) throw new ApiProblem(400, 'INVALID_ARGUMENT', `No grid with id: ${sheetId}`);
  return sheet;
}

function checkSpan(sheet: DevSheet, dimension: 'ROWS' | 'COLUMNS', start: number, end: number) {
  const limit = dimension === 'ROWS' ? sheet.rowCount : sheet.columnCount;
  if (start >= end || end > limit) {
    throw new ApiProblem(400, 'INVALID_ARGUMENT', 'Range is outside the grid');
  }
}

function nextMetadataId(spreadsheet: DevSpreadsheet): number {
  const ids = spreadsheet.sheets.flatMap((sheet) =>
    sheet.metadata.map((entry) => entry.metadataId),
  );
  return Math.max(0, ...ids) + 1;
}

/** Applies one request; the reply Google gives for it. */
export function applyRequest(spreadsheet: DevSpreadsheet, request: BatchUpdateRequest): object {
  if ('appendDimension' in request) {
    const { sheetId, dimension, length } = request.appendDimension;
    appendDimension(sheetWithId(spreadsheet, sheetId), dimension, length);
    return {};
  }
  if ('insertDimension' in request) {
    const { sheetId, dimension, startIndex, endIndex } = request.insertDimension.range;
    const sheet = sheetWithId(spreadsheet, sheetId);
    const limit = dimension === 'ROWS' ? sheet.rowCount : sheet.columnCount;
    if (startIndex >= endIndex || startIndex > limit) {
      throw new ApiProblem(400, 'INVALID_ARGUMENT', 'Range is outside the grid');
    }
    insertDimension(sheet, dimension, startIndex, endIndex);
    return {};
  }
  if ('deleteDimension' in request) {
    const { sheetId, dimension, startIndex, endIndex } = request.deleteDimension.range;
    const sheet = sheetWithId(spreadsheet, sheetId);
    checkSpan(sheet, dimension, startIndex, endIndex);
    deleteDimension(sheet, dimension, startIndex, endIndex);
    return {};
  }
  if ('repeatCell' in request) {
    const { range, cell } = request.repeatCell;
    const sheet = sheetWithId(spreadsheet, range.sheetId);
    checkSpan(sheet, 'ROWS', range.startRowIndex, range.endRowIndex);
    checkSpan(sheet, 'COLUMNS', range.startColumnIndex, range.endColumnIndex);
    for (let row = range.startRowIndex; row < range.endRowIndex; row += 1) {
      for (let column = range.startColumnIndex; column < range.endColumnIndex; column += 1) {
        const existing = cellAt(sheet, row, column) ?? { value: null };
        setCell(sheet, row, column, {
          ...existing,
          format: cell.userEnteredFormat.numberFormat.type,
        });
      }
    }
    return {};
  }
  if ('createDeveloperMetadata' in request) {
    const { developerMetadata } = request.createDeveloperMetadata;
    const range = developerMetadata.location.dimensionRange;
    const sheet = sheetWithId(spreadsheet, range.sheetId);
    checkSpan(sheet, range.dimension, range.startIndex, range.endIndex);
    const created = { ...developerMetadata, metadataId: nextMetadataId(spreadsheet) };
    sheet.metadata.push(created);
    return { createDeveloperMetadata: { developerMetadata: created } };
  }
  if ('updateDimensionProperties' in request) {
    const { range, properties } = request.updateDimensionProperties;
    const sheet = sheetWithId(spreadsheet, range.sheetId);
    if (range.dimension !== 'COLUMNS') {
      throw new ApiProblem(400, 'INVALID_ARGUMENT', 'Only columns can be hidden here');
    }
    checkSpan(sheet, 'COLUMNS', range.startIndex, range.endIndex);
    const span = new Set(
      Array.from({ length: range.endIndex - range.startIndex }, (_, at) => range.startIndex + at),
    );
    const others = (sheet.hiddenColumns ?? []).filter((column) => !span.has(column));
    sheet.hiddenColumns = properties.hiddenByUser
      ? [...others, ...span].sort((a, b) => a - b)
      : others;
    return {};
  }
  const { range } = request.mergeCells;
  const sheet = sheetWithId(spreadsheet, range.sheetId);
  checkSpan(sheet, 'ROWS', range.startRowIndex, range.endRowIndex);
  checkSpan(sheet, 'COLUMNS', range.startColumnIndex, range.endColumnIndex);
  sheet.merges.push(range);
  return {};
}
