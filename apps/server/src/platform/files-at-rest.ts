import {
  FileDecryptionError,
  HEADER_LENGTH,
  hasEnvelope,
  masterKeyIndex,
  rewrap,
  seal,
} from './file-envelope';
import { masterKeys, type FileKeys } from './encrypted-file-store';
import type { ListableFileStore } from './file-store';

/** What one pass did; counts only, so the log names no file. */
export interface FilesAtRestReport {
  checked: number;
  /** Plain files from before encryption, now encrypted. */
  encrypted: number;
  /** Files under an old master key, now wrapped under the current one. */
  rewrapped: number;
  /** Files no configured key opens, left as they are. */
  unreadable: number;
  temporariesRemoved: number;
}

/** No write takes this long, so an older temporary file was left by a crash. */
const STALE_TEMPORARY_MS = 60 * 60 * 1000;

type WalkableStore = ListableFileStore & {
  removeStaleTemporaries?(now: Date, maxAgeMs: number): Promise<number>;
};

function missing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/**
 * Run at start: encrypts every stored file that has no header (written before files were
 * encrypted) and moves files under an old master key to the current one. Each file is replaced
 * whole (temporary name, then rename), so a reader sees the old file or the new one. Safe to run
 * in several processes at once: a file is re-checked on the very bytes being encrypted, so one
 * another process encrypted meanwhile is never encrypted twice, and two processes encrypting the
 * same plain file each write a valid file. A file deleted between the last check and the rename
 * would come back as an encrypted orphan no row names; the window is one rename wide.
 */
export async function encryptFilesAtRest(
  store: WalkableStore,
  keys: FileKeys,
  now = new Date(),
): Promise<FilesAtRestReport> {
  const all = masterKeys(keys);
  const report: FilesAtRestReport = {
    checked: 0,
    encrypted: 0,
    rewrapped: 0,
    unreadable: 0,
    temporariesRemoved: (await store.removeStaleTemporaries?.(now, STALE_TEMPORARY_MS)) ?? 0,
  };
  for await (const key of store.keys()) {
    report.checked += 1;
    try {
      const outcome = await checkFile(store, key, all);
      if (outcome !== 'current') report[outcome] += 1;
    } catch (error) {
      if (missing(error)) continue; // deleted while we looked: nothing to protect
      throw error;
    }
  }
  return report;
}

async function checkFile(
  store: WalkableStore,
  key: string,
  keys: Buffer[],
): Promise<'current' | 'encrypted' | 'rewrapped' | 'unreadable'> {
  const head = await store.head(key, HEADER_LENGTH);
  if (hasEnvelope(head)) {
    let index: number;
    try {
      index = masterKeyIndex(key, head, keys);
    } catch (error) {
      if (error instanceof FileDecryptionError) return 'unreadable';
      throw error;
    }
    if (index === 0) return 'current';
    if (index < 0) return 'unreadable';
    try {
      await store.put(key, rewrap(key, await store.get(key), keys));
    } catch (error) {
      if (error instanceof FileDecryptionError) return 'unreadable';
      throw error;
    }
    return 'rewrapped';
  }
  const plain = await store.get(key);
  // Another process may have encrypted it since the header was read: decide on these bytes.
  if (hasEnvelope(plain)) return 'current';
  const sealed = seal(key, plain, keys[0] as Buffer);
  if (hasEnvelope(await store.head(key, HEADER_LENGTH))) return 'current';
  await store.put(key, sealed);
  return 'encrypted';
}
