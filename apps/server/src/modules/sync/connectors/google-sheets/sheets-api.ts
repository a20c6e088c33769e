/** The parts of the Sheets v4 and Drive v3 answers the connector reads. */
export interface GridRange {
  readonly sheetId?: number;
  readonly startRowIndex?: number;
  readonly endRowIndex?: number;
  readonly startColumnIndex?: number;
  readonly endColumnIndex?: number;
}

export interface SheetProperties {
  readonly sheetId: number;
  readonly title: string;
  readonly gridProperties?: { readonly rowCount?: number; readonly columnCount?: number };
}

interface CellData {
  readonly effectiveFormat?: { readonly numberFormat?: { readonly type?: string } };
}

export interface GridData {
  readonly startRow?: number;
  readonly startColumn?: number;
  readonly rowData?: readonly { readonly values?: readonly CellData[] }[];
}

export interface SpreadsheetAnswer {
  readonly sheets?: readonly {
    readonly properties: SheetProperties;
    readonly merges?: readonly GridRange[];
    readonly data?: readonly GridData[];
  }[];
}

export interface ValueRangesAnswer {
  readonly valueRanges?: readonly { readonly values?: readonly (readonly unknown[])[] }[];
}

export interface DriveFileAnswer {
  readonly version?: string;
}

/** Where each piece is asked for; the `fields` masks keep answers to what is read. */
export const PROPERTIES_FIELDS =
  'sheets.properties(sheetId,title,gridProperties(rowCount,columnCount))';
export const GRID_FIELDS =
  'sheets(properties(sheetId,title),merges,data(startRow,startColumn,rowData(values(effectiveFormat(numberFormat(type))))))';

export const DATE_FORMAT_TYPES: ReadonlySet<string> = new Set(['DATE', 'DATE_TIME', 'TIME']);
