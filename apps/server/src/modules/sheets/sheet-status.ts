import {
  ATTENTION_SHEET_STATUSES,
  type AttentionSheetStatus,
  type SheetStatus,
} from '@sheetwise/contracts';
import type { SheetRow } from './store';

/**
 * The panel's status of a pair: what its last run left, told more exactly where the person is
 * waited on. Paused comes first (nothing runs until Retry Sync), then a failed last run (its
 * words are newer than any conflicts an earlier run left), then conflicts still standing.
 */
export function sheetStatus(
  row: Pick<SheetRow, 'status' | 'paused_at'>,
  standingConflicts: number,
): SheetStatus {
  if (row.paused_at !== null) return 'paused';
  if (row.status === 'error') return 'error';
  if (standingConflicts > 0) return 'conflicts-waiting';
  return row.status;
}

export function needsAttention(status: SheetStatus): status is AttentionSheetStatus {
  return (ATTENTION_SHEET_STATUSES as readonly SheetStatus[]).includes(status);
}
