/**
 * Two-way sync between a Google sheet and an Excel workbook (issue #20): policies, statuses and
 * the words the screens and the server share, free of zod like sheet-rules.ts.
 */
export const SYNC_POLICIES = ['google-preferred', 'excel-preferred', 'manual'] as const;
export type SyncPolicy = (typeof SYNC_POLICIES)[number];

/** The landing page's conflict choices, word for word. */
export const SYNC_POLICY_LABELS: Record<SyncPolicy, string> = {
  'google-preferred': 'Google preferred',
  'excel-preferred': 'Excel preferred',
  manual: 'Manual',
};

export const SYNC_SIDES = ['google', 'excel'] as const;
export type SyncSide = (typeof SYNC_SIDES)[number];
export const SYNC_SIDE_LABELS: Record<SyncSide, string> = {
  google: 'Google Sheets',
  excel: 'Excel',
};

/** A run's kind: an ordinary sync (the first one links the rows), or undoing an earlier run. */
export const SYNC_RUN_KINDS = ['sync', 'rollback'] as const;
export type SyncRunKind = (typeof SYNC_RUN_KINDS)[number];

/**
 * A run's status. `conflicts-resolved` is the landing page's "Conflicts Resolved" (the policy
 * settled them); `conflicts-waiting` left some for the user (Manual); `parked` means a file changed
 * or was locked while the run worked, and nothing was written.
 */
export const SYNC_RUN_STATUSES = [
  'queued',
  'running',
  'success',
  'conflicts-resolved',
  'conflicts-waiting',
  'parked',
  'failed',
] as const;
export type SyncRunStatus = (typeof SYNC_RUN_STATUSES)[number];

export const SYNC_RUN_STATUS_LABELS: Record<SyncRunStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  success: 'Success',
  'conflicts-resolved': 'Conflicts Resolved',
  'conflicts-waiting': 'Conflicts waiting',
  parked: 'Parked',
  failed: 'Failed',
};

/** What started a run: a person, the pair's schedule, or a retry after the run was parked. */
export const SYNC_RUN_TRIGGERS = ['manual', 'schedule', 'retry'] as const;
export type SyncRunTrigger = (typeof SYNC_RUN_TRIGGERS)[number];

export const SYNC_RUN_PHASES = [
  'queued',
  'reading',
  'merging',
  'writing',
  'verifying',
  'done',
] as const;
export type SyncRunPhase = (typeof SYNC_RUN_PHASES)[number];

export const SYNC_CONFLICT_KINDS = [
  'both-edited',
  'insert-both',
  'edit-vs-delete',
  'column-deleted-vs-edited',
  'formula',
  'untouchable',
  'wont-fit',
] as const;
export type SyncConflictKind = (typeof SYNC_CONFLICT_KINDS)[number];

export const SYNC_CONFLICT_LABELS: Record<SyncConflictKind, string> = {
  'both-edited': 'Changed on both sides',
  'insert-both': 'Added on both sides with different values',
  'edit-vs-delete': 'Changed on one side, deleted on the other',
  'column-deleted-vs-edited': 'Column deleted on one side, edited on the other',
  formula: 'A formula cell: Sheetwise never overwrites formulas',
  untouchable: 'A merged, rich-text or image cell: Sheetwise never overwrites it',
  'wont-fit': 'Too long for Excel (32,767 characters): never cut',
};

/** How a person settles a conflict: one side's value, or a value they type (Manual). */
export const SYNC_CONFLICT_CHOICES = ['google', 'excel', 'manual'] as const;
export type SyncConflictChoice = (typeof SYNC_CONFLICT_CHOICES)[number];

export const SYNC_WORKBOOK_EXTENSION = '.xlsx';
/** A value typed to settle a conflict: no longer than Excel can hold in a cell. */
export const MAX_MANUAL_VALUE_LENGTH = 32_767;
/** The most changes one run's detail lists; the totals still count all of them. */
export const MAX_LISTED_RUN_CHANGES = 500;

export const SYNC_MESSAGES = {
  /** The spec's words, used where the cause is access being refused. */
  authFailed: 'Sync failed: Authentication error. Please check permissions.',
  pairNotFound: 'That sync pair is no longer in your list.',
  runNotFound: 'That sync run is no longer in your history.',
  conflictNotFound: 'That conflict has already been settled.',
  needsWorkbook: 'Add an Excel workbook (.xlsx) to sync this sheet with.',
  workbookType: 'Please choose an Excel workbook (.xlsx).',
  alreadyRunning: 'This pair is already syncing; wait for it to finish.',
  identityLocked:
    'Rows are already linked; the key column can only be chosen before the first sync.',
  manualValueRequired: 'Type the value to keep, or choose one side.',
  rollbackNotLatest: 'Only the latest run of a pair can be rolled back.',
  rollbackNothing: 'This run wrote nothing, so there is nothing to roll back.',
  versionChanged:
    'A file changed while syncing; nothing was written. Sync again to include the change.',
  fileLocked:
    'The workbook is open or locked on your computer; nothing was written to it. Close it in Excel and sync again.',
  fileDenied:
    'Sheetwise was not allowed to write the file on your computer; nothing was written to it. Allow it and sync again.',
  paused:
    'This pair failed three times in a row, so its schedule is paused. Fix the cause and choose Retry Sync.',
  reportsOnPro: 'Sync history reports come with Pro. Upgrade in Settings to download them.',
  notASpreadsheet:
    'That address is not a Google Sheets spreadsheet; remove it and add the sheet’s own address.',
} as const;

export const SYNC_ERROR_CODES = {
  pairNotFound: 'sync-pair-not-found',
  runNotFound: 'sync-run-not-found',
  conflictNotFound: 'sync-conflict-not-found',
  needsWorkbook: 'sync-needs-workbook',
  workbookType: 'sync-workbook-type',
  alreadyRunning: 'sync-already-running',
  identityLocked: 'sync-identity-locked',
  manualValueRequired: 'sync-manual-value-required',
  rollbackNotLatest: 'sync-rollback-not-latest',
  rollbackNothing: 'sync-rollback-nothing',
  refused: 'sync-refused',
  schedule: 'sync-schedule-invalid',
  notPaused: 'sync-not-paused',
  reportsOnPro: 'sync-reports-on-pro',
} as const;
