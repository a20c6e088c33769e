import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { SyncChange } from '@sheetwise/contracts';
import type { Grid, PairState, RunRecord } from '@sheetwise/sync';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FileStore } from '../../platform/file-store';
import { pairsWithRunIds } from './store';

const zip = promisify(gzip);
const unzip = promisify(gunzip);

/** Every sync file of a pair sits under the user, so deleting the account finds them. */
const pairPrefix = (userId: string, pairId: string) => `sync/${userId}/${pairId}`;

export const syncFileKeys = {
  state: (userId: string, pairId: string) => `${pairPrefix(userId, pairId)}/state.json.gz`,
  workbook: (userId: string, pairId: string) => `${pairPrefix(userId, pairId)}/workbook.xlsx`,
  newerWorkbook: (userId: string, pairId: string) =>
    `${pairPrefix(userId, pairId)}/workbook-newer.xlsx`,
  runRecord: (userId: string, pairId: string, runId: string) =>
    `${pairPrefix(userId, pairId)}/runs/${runId}.json.gz`,
};

/** Every key a pair may have written, for removing the pair or the account. */
export function pairFileKeys(userId: string, pairId: string, runIds: readonly string[]): string[] {
  return [
    syncFileKeys.state(userId, pairId),
    syncFileKeys.workbook(userId, pairId),
    syncFileKeys.newerWorkbook(userId, pairId),
    ...runIds.map((runId) => syncFileKeys.runRecord(userId, pairId, runId)),
  ];
}

/**
 * Every file key of the user's pairs (or of one), read before their rows are deleted: the runs'
 * and conflicts' rows go with the pair by cascade, its files must be removed by name.
 */
export async function pairFileKeysOfUser(
  db: Kysely<DB>,
  userId: string,
  pairId?: string,
): Promise<string[]> {
  const pairs = await pairsWithRunIds(db, userId, pairId);
  return pairs.flatMap((pair) => pairFileKeys(userId, pair.pairId, pair.runIds));
}

async function putJson(files: FileStore, key: string, value: unknown): Promise<void> {
  await files.put(key, await zip(Buffer.from(JSON.stringify(value))));
}

async function getJson<T>(files: FileStore, key: string): Promise<T> {
  return JSON.parse((await unzip(await files.get(key))).toString('utf8')) as T;
}

export const saveState = (files: FileStore, userId: string, pairId: string, state: PairState) =>
  putJson(files, syncFileKeys.state(userId, pairId), state);

export const loadState = (files: FileStore, userId: string, pairId: string) =>
  getJson<PairState>(files, syncFileKeys.state(userId, pairId));

/** What a run keeps: enough to roll it back, and the changes its detail lists. */
export interface StoredRun extends RunRecord {
  /** The base before the run; null when the run linked the rows for the first time. */
  readonly baseBefore: Grid | null;
  readonly changes: SyncChange[];
  readonly total: number;
}

export const saveRunRecord = (
  files: FileStore,
  ids: { userId: string; pairId: string; runId: string },
  record: StoredRun,
) => putJson(files, syncFileKeys.runRecord(ids.userId, ids.pairId, ids.runId), record);

export const loadRunRecord = (
  files: FileStore,
  ids: { userId: string; pairId: string; runId: string },
) => getJson<StoredRun>(files, syncFileKeys.runRecord(ids.userId, ids.pairId, ids.runId));
