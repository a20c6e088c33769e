import type { SheetEdits } from '@sheetwise/sync';
import type { RetryPolicy } from '../http/api-http';

/** Edits of a side: these writes, and no deletes unless given. */
export const edits = (
  writes: SheetEdits['writes'],
  more: Partial<SheetEdits> = {},
): SheetEdits => ({
  writes,
  deleteRows: [],
  deleteColumns: [],
  ...more,
});

/** Retries without waiting; the waits asked for are kept to check. */
export function instantRetry(): RetryPolicy & { waits: number[] } {
  const waits: number[] = [];
  return {
    attempts: 4,
    baseDelayMs: 100,
    maxDelayMs: 10_000,
    random: () => 0.5,
    sleep: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
    waits,
  };
}

/** The address a fetch call was given, whichever form it took. */
export const urlOf = (input: Parameters<typeof fetch>[0]): string =>
  input instanceof Request ? input.url : input.toString();
