import type { ScalarValue } from '@sheetwise/sync';

/**
 * Where statements are sent: a service that keeps workbooks of sheets of cells (Google Sheets,
 * OneDrive's Excel). Rows are found by the id in their first column, never by position, so
 * a person may sort or insert rows in the sheet. Failures are the sync connectors' errors
 * (SideAuthError, SideNotFoundError, SideBusyError), which say what the user can do.
 */
export interface StatementDestination {
  /** A new workbook with these sheets, in order, each sheet's rows written from its first cell. */
  createWorkbook(title: string, sheets: readonly WorkbookSheet[]): Promise<CreatedWorkbook>;
  /** Adds the rows below the sheet's last used row. */
  appendRows(workbookId: string, sheetTitle: string, rows: readonly CellRow[]): Promise<void>;
  /**
   * Writes each update into the row whose first cell holds its id, and only those cells; ids no
   * longer in the sheet (a row the person deleted) are skipped. Returns the cells written.
   */
  updateCells(
    workbookId: string,
    sheetTitle: string,
    updates: readonly CellUpdate[],
  ): Promise<number>;
}

/** Text stays text, numbers numbers, `{ date }` a real date, null an empty cell. */
export type CellRow = readonly ScalarValue[];

export interface WorkbookSheet {
  readonly title: string;
  readonly rows: readonly CellRow[];
}

export interface CreatedWorkbook {
  readonly id: string;
  /** Where a person opens it. */
  readonly url: string;
}

export interface CellUpdate {
  readonly rowId: string;
  readonly column: number;
  readonly value: ScalarValue;
}
