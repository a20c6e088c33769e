/*
 * Static demo data for the landing page's sample sync history (spec section 2). The sync engine is
 * not built; nothing here comes from a server.
 */

export type SyncStatus = 'Success' | 'Conflicts Resolved' | 'Failed' | 'Scheduled';
export type SyncSchedule = 'Manual' | 'Hourly' | 'Daily';
export type ConflictChoice = 'Google preferred' | 'Excel preferred' | 'Manual';

export interface SyncHistoryEntry {
  id: string;
  excelFile: string;
  googleSheet: string;
  status: SyncStatus;
  /** When the run happened, or for Scheduled runs when it will. */
  when: string;
  /** null until the run has happened. */
  durationSeconds: number | null;
  cellsUpdated: number | null;
  conflicts: number | null;
  range: string;
  conflictRule: ConflictChoice;
  schedule: SyncSchedule;
  error?: string;
}

/** Said instead of failing silently: the panel is sample data and there is no engine to retry. */
export const RETRY_SYNC_PREVIEW_MESSAGE =
  'Retry Sync is part of the sync engine, which is coming soon. This history is sample data.';

export const CONFLICT_CHOICES: readonly { choice: ConflictChoice; meaning: string }[] = [
  { choice: 'Google preferred', meaning: 'the Google Sheets value wins' },
  { choice: 'Excel preferred', meaning: 'the Excel value wins' },
  { choice: 'Manual', meaning: 'held for you to pick in the diff view' },
];

export const SAMPLE_SYNC_HISTORY: readonly SyncHistoryEntry[] = [
  {
    id: 'budget',
    excelFile: 'Budget 2024.xlsx',
    googleSheet: 'Budget 2024',
    status: 'Success',
    when: 'Today, 09:00',
    durationSeconds: 4.2,
    cellsUpdated: 128,
    conflicts: 0,
    range: 'Summary!A1:H240',
    conflictRule: 'Excel preferred',
    schedule: 'Hourly',
  },
  {
    id: 'pipeline',
    excelFile: 'Q2 Sales Pipeline.xlsx',
    googleSheet: 'Q2 Sales Pipeline',
    status: 'Conflicts Resolved',
    when: 'Today, 08:30',
    durationSeconds: 6.8,
    cellsUpdated: 342,
    conflicts: 3,
    range: 'Deals!A1:N512',
    conflictRule: 'Google preferred',
    schedule: 'Daily',
  },
  {
    id: 'inventory',
    excelFile: 'Inventory.xlsx',
    googleSheet: 'Inventory Master',
    status: 'Failed',
    when: 'Today, 08:00',
    durationSeconds: 1.3,
    cellsUpdated: 0,
    conflicts: 0,
    range: 'Stock!A1:F980',
    conflictRule: 'Manual',
    schedule: 'Hourly',
    error:
      'Google Sheets denied access (403): "Inventory Master" is no longer shared with your account.',
  },
  {
    id: 'expenses',
    excelFile: 'Team Expenses.xlsx',
    googleSheet: 'Team Expenses',
    status: 'Conflicts Resolved',
    when: 'Yesterday, 17:45',
    durationSeconds: 3.1,
    cellsUpdated: 57,
    conflicts: 2,
    range: 'May!A1:G130',
    conflictRule: 'Manual',
    schedule: 'Manual',
  },
  {
    id: 'payroll',
    excelFile: 'Payroll June.xlsx',
    googleSheet: 'Payroll June',
    status: 'Scheduled',
    when: 'Today, 18:00',
    durationSeconds: null,
    cellsUpdated: null,
    conflicts: null,
    range: 'Staff!A1:K60',
    conflictRule: 'Excel preferred',
    schedule: 'Daily',
  },
];
