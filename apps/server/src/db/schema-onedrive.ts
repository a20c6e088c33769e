import type { ColumnType } from 'kysely';

/** A pair's Excel side (migration 0028): the uploaded workbook, or a OneDrive item. */
export type ExcelSource = 'upload' | 'onedrive';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** The columns migration 0028 adds to `sheets`. */
export interface SheetOneDriveColumns {
  excel_source: ColumnType<ExcelSource, ExcelSource | undefined, ExcelSource>;
  onedrive_item_id: Nullable<string>;
  onedrive_item_name: Nullable<string>;
  onedrive_web_url: Nullable<string>;
}

export interface MicrosoftTokensTable {
  user_id: string;
  refresh_token_sealed: string;
  scope: string;
  account: string;
  updated_at: Date;
}

export interface MicrosoftOauthStatesTable {
  state_hash: string;
  user_id: string;
  expires_at: Date;
}

/** The development Microsoft service's drive items (local mode only). */
export interface DevDriveItemsTable {
  id: string;
  account: string;
  name: string;
  content: Uint8Array;
  version: ColumnType<number, number | undefined, number>;
  updated_at: Date;
}

export interface DevMicrosoftGrantsTable {
  token_hash: string;
  kind: 'code' | 'refresh' | 'access';
  family: string;
  account: string;
  code_challenge: Nullable<string>;
  redirect_uri: Nullable<string>;
  expires_at: Date | null;
  revoked_at: Nullable<Date>;
}

/** Migration 0028's tables, spread into DB. */
export interface OneDriveTables {
  microsoft_tokens: MicrosoftTokensTable;
  microsoft_oauth_states: MicrosoftOauthStatesTable;
  dev_drive_items: DevDriveItemsTable;
  dev_microsoft_grants: DevMicrosoftGrantsTable;
}
