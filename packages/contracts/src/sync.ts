import { z } from 'zod';
import { WorkbookSource } from './onedrive';
import { Sheet } from './sheets';
import {
  MAX_MANUAL_VALUE_LENGTH,
  SYNC_CONFLICT_CHOICES,
  SYNC_CONFLICT_KINDS,
  SYNC_POLICIES,
  SYNC_RUN_KINDS,
  SYNC_RUN_PHASES,
  SYNC_RUN_STATUSES,
  SYNC_RUN_TRIGGERS,
  SYNC_SIDES,
} from './sync-rules';
import { SYNC_SCHEDULE_KINDS } from './sync-schedule';

/** Request and response shapes of the sync API (words and rules in sync-rules.ts). */

export const SyncIdParams = z.object({ id: z.uuid() });

/** A cell as the screens show it: its kind, and its text as the side holds it. */
export const CellView = z.object({
  kind: z.enum(['text', 'number', 'boolean', 'date', 'formula', 'untouchable', 'empty']),
  text: z.string(),
});
export type CellView = z.infer<typeof CellView>;

export const RowIdentity = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('row-id') }),
  z.object({ kind: z.literal('key'), header: z.string().min(1).max(500) }),
]);
export type RowIdentity = z.infer<typeof RowIdentity>;

export const SyncPolicyName = z.enum(SYNC_POLICIES);

export const SyncScheduleShape = z.object({
  kind: z.enum(SYNC_SCHEDULE_KINDS),
  /** 'HH:MM' UTC, for daily schedules (checked by scheduleProblem). */
  time: z.string().max(5).nullable(),
});

export const SyncWorkbook = z.object({
  fileName: z.string(),
  sheetName: z.string(),
  sheetNames: z.array(z.string()),
  bytes: z.number().int().nonnegative(),
  updatedAt: z.iso.datetime(),
  /** A newer version was uploaded and waits for the next run. */
  newerVersionWaiting: z.boolean(),
});
export type SyncWorkbook = z.infer<typeof SyncWorkbook>;

/** One run, with the landing page's history fields. */
export const SyncRun = z.object({
  id: z.string(),
  pairId: z.string(),
  /** The file pair, e.g. "Budget ↔ budget.xlsx". */
  filePair: z.string(),
  kind: z.enum(SYNC_RUN_KINDS),
  status: z.enum(SYNC_RUN_STATUSES),
  phase: z.enum(SYNC_RUN_PHASES),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  durationMs: z.number().int().nonnegative().nullable(),
  cellsUpdated: z.object({ google: z.number().int(), excel: z.number().int() }),
  rowsAdded: z.object({ google: z.number().int(), excel: z.number().int() }),
  rowsDeleted: z.object({ google: z.number().int(), excel: z.number().int() }),
  conflicts: z.number().int().nonnegative(),
  resolvedByPolicy: z.number().int().nonnegative(),
  /** The changed area per side in A1 notation, e.g. "Sheet1!B2:C40"; null when nothing changed. */
  range: z.object({ google: z.string().nullable(), excel: z.string().nullable() }),
  error: z.string().nullable(),
  /** The pair's schedule in words ("Manual", "Hourly", "Daily at 09:00 UTC"). */
  schedule: z.string(),
  trigger: z.enum(SYNC_RUN_TRIGGERS),
  canRollBack: z.boolean(),
  /** Which run this one rolled back. */
  rollbackOf: z.string().nullable(),
});
export type SyncRun = z.infer<typeof SyncRun>;

export const SyncChange = z.object({
  side: z.enum(SYNC_SIDES),
  kind: z.enum([
    'cell',
    'row-added',
    'row-deleted',
    'column-added',
    'column-deleted',
    'column-renamed',
  ]),
  /** The key's value, or the row's number on that side. */
  row: z.string().nullable(),
  column: z.string().nullable(),
  before: CellView.nullable(),
  after: CellView.nullable(),
});
export type SyncChange = z.infer<typeof SyncChange>;

export const SyncRunDetail = z.object({
  run: SyncRun,
  changes: z.array(SyncChange),
  /** All changes, of which at most MAX_LISTED_RUN_CHANGES are listed. */
  totalChanges: z.number().int().nonnegative(),
});
export type SyncRunDetail = z.infer<typeof SyncRunDetail>;

export const SyncRunList = z.object({
  runs: z.array(SyncRun),
  /** Older runs are kept but shown with Pro only (the plan's recent history). */
  limitedTo: z.number().int().positive().nullable(),
  /** The history's CSV report is in the plan. */
  reports: z.boolean(),
});
export type SyncRunList = z.infer<typeof SyncRunList>;

export const SyncPair = z.object({
  sheet: Sheet,
  workbook: SyncWorkbook.nullable(),
  /** Where the Excel side is: the uploaded workbook above, or a OneDrive item. */
  workbookSource: WorkbookSource,
  identity: RowIdentity,
  policy: SyncPolicyName,
  /** Overrides by column header. */
  columnPolicies: z.record(z.string(), SyncPolicyName),
  /** The rows were linked by a first run; the identity can no longer change. */
  linked: z.boolean(),
  /** Headers as last read (both sides' after a run). */
  headers: z.array(z.string()),
  pendingConflicts: z.number().int().nonnegative(),
  lastRun: SyncRun.nullable(),
  schedule: SyncScheduleShape,
  nextRunAt: z.iso.datetime().nullable(),
  /** Paused after failing three times in a row; Retry Sync resumes it. */
  paused: z.boolean(),
});
export type SyncPair = z.infer<typeof SyncPair>;

export const UpdateSyncPairRequest = z.object({
  identity: RowIdentity.optional(),
  policy: SyncPolicyName.optional(),
  columnPolicies: z.record(z.string().max(500), SyncPolicyName).optional(),
  workbookSheet: z.string().max(500).optional(),
  schedule: SyncScheduleShape.optional(),
});
export type UpdateSyncPairRequest = z.infer<typeof UpdateSyncPairRequest>;

/** What the first run would do, shown before anything is written. */
export const FirstLinkPreview = z.object({
  headers: z.object({
    google: z.array(z.string()),
    excel: z.array(z.string()),
    shared: z.array(z.string()),
  }),
  rows: z.object({ google: z.number().int(), excel: z.number().int() }),
  matched: z.number().int().nonnegative(),
  /** Matched rows whose cells differ: they become conflicts or follow the policy. */
  differing: z.number().int().nonnegative(),
  googleOnly: z.number().int().nonnegative(),
  excelOnly: z.number().int().nonnegative(),
  ambiguous: z.number().int().nonnegative(),
  /** Why the first run would be refused; null when it can go ahead. */
  refusal: z.string().nullable(),
});
export type FirstLinkPreview = z.infer<typeof FirstLinkPreview>;

export const SyncConflict = z.object({
  id: z.string(),
  runId: z.string(),
  kind: z.enum(SYNC_CONFLICT_KINDS),
  row: z.string().nullable(),
  column: z.string().nullable(),
  base: CellView.nullable(),
  google: CellView.nullable(),
  excel: CellView.nullable(),
  deletedOn: z.enum(SYNC_SIDES).nullable(),
  /** Only both-edited, insert-both and edit-vs-delete can be settled by a choice. */
  choosable: z.boolean(),
  decision: z
    .object({ choice: z.enum(SYNC_CONFLICT_CHOICES), value: z.string().nullable() })
    .nullable(),
});
export type SyncConflict = z.infer<typeof SyncConflict>;

export const SyncConflictList = z.object({ conflicts: z.array(SyncConflict) });
export type SyncConflictList = z.infer<typeof SyncConflictList>;

export const ResolveConflictRequest = z.object({
  choice: z.enum(SYNC_CONFLICT_CHOICES),
  value: z.string().max(MAX_MANUAL_VALUE_LENGTH).optional(),
});
export type ResolveConflictRequest = z.infer<typeof ResolveConflictRequest>;

export const CleanerProposal = z.object({
  id: z.string(),
  kind: z.enum([
    'spaces',
    'invisible-characters',
    'capitalization',
    'number-as-text',
    'date-as-text',
    'likely-duplicate',
  ]),
  row: z.string().nullable(),
  column: z.string().nullable(),
  before: CellView.nullable(),
  after: CellView.nullable(),
  description: z.string(),
});
export type CleanerProposal = z.infer<typeof CleanerProposal>;

export const CleanerProposalList = z.object({ proposals: z.array(CleanerProposal) });
export type CleanerProposalList = z.infer<typeof CleanerProposalList>;

export const AcceptCleanerRequest = z.object({ accept: z.array(z.string().max(200)).max(10_000) });
export type AcceptCleanerRequest = z.infer<typeof AcceptCleanerRequest>;

/** The browser-linked file could not be written: the run is parked with the reason. */
export const LocalWriteReport = z.object({ outcome: z.enum(['written', 'locked', 'denied']) });
export type LocalWriteReport = z.infer<typeof LocalWriteReport>;
