import { a1Range, isDate, isoToSerial, type CellWrite, type SheetEdits } from '@sheetwise/sync';
import { runsByRow } from '../write-runs';

/**
 * The Sheets API calls that apply a run's edits: the grid grown first, the values written RAW on
 * exact ranges (runs of adjacent cells in a row), then formats for dates, the rows' id metadata,
 * the id column hidden, and deletes from the bottom and the right, so earlier ones do not move later ones.
 */
export const ROW_ID_COLUMN = '_sw_id';
export const ROW_ID_METADATA_KEY = 'sw_row_id';

export interface TargetSheet {
  readonly sheetId: number;
  readonly title: string;
  readonly rowCount: number;
  readonly columnCount: number;
}

export interface WritePlan {
  /** `spreadsheets.batchUpdate` requests before writing values. */
  readonly grow: object[];
  /** `values.batchUpdate` data, written RAW. */
  readonly values: { range: string; values: (string | number | boolean)[][] }[];
  /** `spreadsheets.batchUpdate` requests after writing values. */
  readonly after: object[];
}

/** What a cell is written as: text stays text, dates become Sheets serials. */
function rawValue(write: CellWrite): string | number | boolean | undefined {
  const { value } = write;
  if (value === null) return '';
  if (typeof value !== 'object') return value;
  if (isDate(value)) return isoToSerial(value.date, 'sheets');
  // Formulas and untouchable cells are never written: values would replace what makes them so.
  return undefined;
}

function cellRange(sheetId: number, row: number, column: number) {
  return {
    sheetId,
    startRowIndex: row,
    endRowIndex: row + 1,
    startColumnIndex: column,
    endColumnIndex: column + 1,
  };
}

function numberFormat(sheetId: number, row: number, column: number, type: string, pattern: string) {
  return {
    repeatCell: {
      range: cellRange(sheetId, row, column),
      cell: { userEnteredFormat: { numberFormat: { type, pattern } } },
      fields: 'userEnteredFormat.numberFormat',
    },
  };
}

/** Hides a column as a person would (View > Hide column): it is still read and written. */
function hideColumn(sheetId: number, column: number) {
  return {
    updateDimensionProperties: {
      range: { sheetId, dimension: 'COLUMNS', startIndex: column, endIndex: column + 1 },
      properties: { hiddenByUser: true },
      fields: 'hiddenByUser',
    },
  };
}

function deletes(sheetId: number, dimension: 'ROWS' | 'COLUMNS', indexes: readonly number[]) {
  return [...new Set(indexes)]
    .sort((a, b) => b - a)
    .map((index) => ({
      deleteDimension: { range: { sheetId, dimension, startIndex: index, endIndex: index + 1 } },
    }));
}

export function planWrite(
  edits: SheetEdits,
  sheet: TargetSheet,
  context: {
    /** The header row as last read, to find the id column when this run does not write it. */
    readonly header: readonly unknown[];
    /** `row:column` of cells read as dates: a number written there must not read as a date. */
    readonly dateCells: ReadonlySet<string>;
  },
): WritePlan {
  const writable = edits.writes.flatMap((write) => {
    const raw = rawValue(write);
    return raw === undefined ? [] : [{ write, raw }];
  });
  const lastRow = Math.max(-1, ...writable.map(({ write }) => write.row));
  const lastColumn = Math.max(-1, ...writable.map(({ write }) => write.column));
  const grow: object[] = [];
  if (lastRow + 1 > sheet.rowCount) {
    grow.push({
      appendDimension: {
        sheetId: sheet.sheetId,
        dimension: 'ROWS',
        length: lastRow + 1 - sheet.rowCount,
      },
    });
  }
  if (lastColumn + 1 > sheet.columnCount) {
    grow.push({
      appendDimension: {
        sheetId: sheet.sheetId,
        dimension: 'COLUMNS',
        length: lastColumn + 1 - sheet.columnCount,
      },
    });
  }

  const values = runsByRow(writable).map((run) => ({
    range: a1Range(sheet.title, run, { row: run.row, column: run.column + run.values.length - 1 }),
    values: [run.values],
  }));

  const formats = writable.flatMap(({ write }) => {
    if (isDate(write.value)) {
      const withTime = write.value.date.includes('T');
      return [
        numberFormat(
          sheet.sheetId,
          write.row,
          write.column,
          withTime ? 'DATE_TIME' : 'DATE',
          withTime ? 'yyyy-mm-dd hh:mm:ss' : 'yyyy-mm-dd',
        ),
      ];
    }
    const wasDate = context.dateCells.has(`${write.row}:${write.column}`);
    return typeof write.value === 'number' && wasDate
      ? [numberFormat(sheet.sheetId, write.row, write.column, 'NUMBER', 'General')]
      : [];
  });

  const headerWrite = edits.writes.find(
    (write) => write.row === 0 && write.value === ROW_ID_COLUMN,
  );
  const idColumn = headerWrite?.column ?? context.header.indexOf(ROW_ID_COLUMN);
  const rowIds = writable.flatMap(({ write }) =>
    write.row > 0 &&
    write.column === idColumn &&
    typeof write.value === 'string' &&
    write.value !== ''
      ? [
          {
            createDeveloperMetadata: {
              developerMetadata: {
                metadataKey: ROW_ID_METADATA_KEY,
                metadataValue: write.value,
                location: {
                  dimensionRange: {
                    sheetId: sheet.sheetId,
                    dimension: 'ROWS',
                    startIndex: write.row,
                    endIndex: write.row + 1,
                  },
                },
                visibility: 'DOCUMENT',
              },
            },
          },
        ]
      : [],
  );

  return {
    grow,
    values,
    after: [
      ...formats,
      ...rowIds,
      ...(edits.hideColumns ?? []).map((column) => hideColumn(sheet.sheetId, column)),
      ...deletes(sheet.sheetId, 'ROWS', edits.deleteRows),
      ...deletes(sheet.sheetId, 'COLUMNS', edits.deleteColumns),
    ],
  };
}
