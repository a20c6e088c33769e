/** Migration 0032's tables, spread into DB: the combined reading of a user's statements. */
export interface CombinedReadingTables {
  combined_readings: CombinedReadingsTable;
  combined_rows: CombinedRowsTable;
}

/** Which version of a user's statements their combined rows were read from. */
export interface CombinedReadingsTable {
  user_id: string;
  version: string;
  updated_at: Date;
}

/** A statement's row as the combined reading changes it: counted elsewhere, or relabelled. */
export interface CombinedRowsTable {
  document_id: string;
  position: number;
  shared: boolean;
  category: string | null;
}
