import type { ColumnType, Generated } from 'kysely';
import type {
  SyncConflictChoice,
  SyncConflictKind,
  SyncPolicy,
  SyncRunKind,
  SyncRunPhase,
  SyncRunStatus,
  SyncRunTrigger,
  SyncScheduleKind,
} from '@sheetwise/contracts';
import type { CellValue, Decision } from '@sheetwise/sync';

/** The sync pair's columns added to `sheets` (migration 0026). */
export interface SheetSyncColumns {
  policy: ColumnType<SyncPolicy, SyncPolicy | undefined, SyncPolicy>;
  column_policies: ColumnType<Record<string, SyncPolicy>, string | undefined, string>;
  identity_kind: ColumnType<'row-id' | 'key', 'row-id' | 'key' | undefined, 'row-id' | 'key'>;
  key_header: ColumnType<string | null, string | null | undefined, string | null>;
  linked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  headers: ColumnType<string[], string | undefined, string>;
  workbook_name: ColumnType<string | null, string | null | undefined, string | null>;
  workbook_sheet: ColumnType<string | null, string | null | undefined, string | null>;
  workbook_sheets: ColumnType<string[], string | undefined, string>;
  workbook_bytes: ColumnType<number | null, number | null | undefined, number | null>;
  workbook_updated_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  workbook_merged_hashes: ColumnType<string[], string | undefined, string>;
  workbook_waiting: ColumnType<boolean, boolean | undefined, boolean>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  schedule: ColumnType<SyncScheduleKind, SyncScheduleKind | undefined, SyncScheduleKind>;
  schedule_time: ColumnType<string | null, string | null | undefined, string | null>;
  next_run_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  paused_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  failures_in_row: ColumnType<number, number | undefined, number>;
  synced_versions: ColumnType<
    Record<'google' | 'excel', string> | null,
    string | null | undefined,
    string | null
  >;
}

export interface SyncRunsTable {
  id: string;
  pair_id: string;
  user_id: string;
  kind: SyncRunKind;
  status: SyncRunStatus;
  phase: SyncRunPhase;
  rollback_of: string | null;
  started_at: Date;
  finished_at: Date | null;
  cells_google: Generated<number>;
  cells_excel: Generated<number>;
  rows_added_google: Generated<number>;
  rows_added_excel: Generated<number>;
  rows_deleted_google: Generated<number>;
  rows_deleted_excel: Generated<number>;
  conflicts: Generated<number>;
  resolved: Generated<number>;
  range_google: string | null;
  range_excel: string | null;
  error: string | null;
  attempts: Generated<number>;
  has_record: Generated<boolean>;
  trigger: ColumnType<SyncRunTrigger, SyncRunTrigger | undefined, SyncRunTrigger>;
}

export interface SyncConflictsTable {
  id: string;
  pair_id: string;
  user_id: string;
  run_id: string;
  position: number;
  kind: SyncConflictKind;
  row_id: string | null;
  column_id: string | null;
  row_label: string | null;
  column_label: string | null;
  base: ColumnType<CellValue | null, string | null, string | null> | null;
  google: ColumnType<CellValue | null, string | null, string | null> | null;
  excel: ColumnType<CellValue | null, string | null, string | null> | null;
  deleted_on: 'google' | 'excel' | null;
  decision_choice: SyncConflictChoice | null;
  decision_value: ColumnType<CellValue | null, string | null, string | null> | null;
}

export interface SyncDecisionsTable {
  id: string;
  pair_id: string;
  decision: ColumnType<Decision, string, string>;
  source: string;
  created_at: Date;
}
