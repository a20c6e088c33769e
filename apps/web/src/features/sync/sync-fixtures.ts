import type { SyncConflict, SyncPair, SyncRun } from '@sheetwise/contracts';

/** Test data in the API's shapes, for the sync screens' tests. */
let next = 0;
const uuid = () => `0190c5a0-0000-7000-8000-${String(++next).padStart(12, '0')}`;

export const PAIR_ID = '0190c5a0-0000-7000-8000-0000000000aa';

export function syncRun(overrides: Partial<SyncRun> = {}): SyncRun {
  return {
    id: uuid(),
    pairId: PAIR_ID,
    filePair: 'Budget ↔ budget.xlsx',
    kind: 'sync',
    status: 'success',
    phase: 'done',
    startedAt: '2026-11-22T09:00:00.000Z',
    finishedAt: '2026-11-22T09:00:02.400Z',
    durationMs: 2400,
    cellsUpdated: { google: 3, excel: 2 },
    rowsAdded: { google: 0, excel: 1 },
    rowsDeleted: { google: 0, excel: 0 },
    conflicts: 1,
    resolvedByPolicy: 1,
    range: { google: 'Sheet1!B2:C4', excel: 'Budget!B2:C5' },
    error: null,
    schedule: 'Manual',
    trigger: 'manual',
    canRollBack: false,
    rollbackOf: null,
    ...overrides,
  };
}

export function syncPair(overrides: Partial<SyncPair> = {}): SyncPair {
  return {
    sheet: {
      id: PAIR_ID,
      name: 'Budget',
      url: 'https://docs.google.com/spreadsheets/d/abc',
      status: 'pending',
      lastSync: null,
      rows: 12,
      lastError: null,
      createdAt: '2026-11-22T09:00:00.000Z',
      hasWorkbook: true,
    },
    workbook: {
      fileName: 'budget.xlsx',
      sheetName: 'Budget',
      sheetNames: ['Budget', 'Notes'],
      bytes: 20_480,
      updatedAt: '2026-11-22T09:00:00.000Z',
      newerVersionWaiting: false,
    },
    workbookSource: { kind: 'upload' },
    identity: { kind: 'row-id' },
    policy: 'manual',
    columnPolicies: {},
    linked: false,
    headers: ['Date', 'Description', 'Amount'],
    pendingConflicts: 0,
    lastRun: null,
    schedule: { kind: 'manual', time: null },
    nextRunAt: null,
    paused: false,
    ...overrides,
  };
}

export function syncConflict(overrides: Partial<SyncConflict> = {}): SyncConflict {
  return {
    id: uuid(),
    runId: uuid(),
    kind: 'both-edited',
    row: '7',
    column: 'Description',
    base: { kind: 'text', text: 'Coffee at Blue Bottle' },
    google: { kind: 'text', text: 'Coffee at Blue Tokai' },
    excel: { kind: 'text', text: 'Team Coffee at Blue Bottle' },
    deletedOn: null,
    choosable: true,
    decision: null,
    ...overrides,
  };
}
