import type { ColumnType } from 'kysely';

/** A user's Google Sheets refresh token, sealed (migration 0025). */
export interface GoogleSheetTokensTable {
  user_id: string;
  refresh_token_sealed: string;
  scope: string;
  updated_at: Date;
}

export interface GoogleSheetOauthStatesTable {
  state_hash: string;
  user_id: string;
  expires_at: Date;
}

/** The development spreadsheet service's spreadsheets (local mode only). */
export interface DevSpreadsheetsTable {
  id: string;
  title: string;
  version: ColumnType<number, number | undefined, number>;
  sheets: ColumnType<unknown, string, string>;
  created_at: Date;
}

export interface DevSpreadsheetGrantsTable {
  token_hash: string;
  kind: 'code' | 'refresh' | 'access';
  family: string;
  expires_at: Date | null;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
