import type { SheetCells, SheetEdits } from '@sheetwise/sync';

/** One side's sheet as read, with the version to check before writing. */
export interface SideSnapshot {
  readonly cells: SheetCells;
  /** The file's version when read (Drive's `version`, a workbook's content hash). */
  readonly version: string;
}

/**
 * One side of a sync pair: a Google sheet, an uploaded or browser-linked workbook, a OneDrive
 * workbook. The engine reads, merges and hands back exact edits; the connector only moves cells.
 */
export interface SideConnector {
  read(): Promise<SideSnapshot>;
  /**
   * Writes `edits` when the file is still at `expectedVersion`, else throws VersionChangedError
   * and writes nothing. Returns the version after writing.
   */
  write(edits: SheetEdits, expectedVersion: string): Promise<{ readonly version: string }>;
  /**
   * The file's version alone, without its cells (Drive's version, an eTag): a scheduled run of a
   * pair whose sides both still have the versions of the last good run reads no data at all.
   */
  version(): Promise<string>;
}

/** The file changed since it was read: the run is parked and tried again from a fresh read. */
export class VersionChangedError extends Error {
  constructor() {
    super('The file changed while the sync was running.');
    this.name = 'VersionChangedError';
  }
}

/** Access was refused (revoked, expired or missing permission): the spec's authentication error. */
export class SideAuthError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'SideAuthError';
  }
}

/** The file cannot be written now (open and locked in Excel, quota spent): try again later. */
export class SideBusyError extends Error {
  constructor(readonly userMessage: string) {
    super(userMessage);
    this.name = 'SideBusyError';
  }
}

/** The spreadsheet, sheet or workbook is gone or was never shared with Sheetwise. */
export class SideNotFoundError extends Error {
  constructor(readonly userMessage: string) {
    super(userMessage);
    this.name = 'SideNotFoundError';
  }
}
