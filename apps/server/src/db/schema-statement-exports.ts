import type { ColumnType } from 'kysely';
import type { StatementExportDestination, StatementExportKind } from '@sheetwise/contracts';

/** A spreadsheet a statement was sent to (migration 0030; OneDrive since 0031). */
export interface StatementExportsTable {
  id: string;
  user_id: string;
  destination: StatementExportDestination;
  kind: StatementExportKind;
  spreadsheet_id: string;
  url: string;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Date;
}

/** A row sent to a spreadsheet, by its stable id, with the category the sheet holds. */
export interface StatementExportRowsTable {
  export_id: string;
  row_id: string;
  document_id: string | null;
  position: number;
  category: string;
}
