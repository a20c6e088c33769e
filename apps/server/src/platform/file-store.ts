import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live: the local disk (LocalFileStore) or an S3-compatible object store
 * (S3FileStore).
 * main.ts wraps it in EncryptedFileStore, so what reaches either is ciphertext.
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The whole file; rejects when there is none. */
  get(key: string): Promise<Uint8Array>;
  remove(key: string): Promise<void>;
}

/**
 * Removes every key, each on its own: one failure does not keep the others. How many failed, for
 * the caller to log: a file left behind is harmless once nothing points at it.
 */
export async function removeEach(files: FileStore, keys: readonly string[]): Promise<number> {
  const removals = await Promise.allSettled(keys.map((key) => files.remove(key)));
  return removals.filter((removal) => removal.status === 'rejected').length;
}

/** A store that can also be walked, for start-up work over every file (files at rest). */
export interface ListableFileStore extends FileStore {
  keys(): AsyncIterable<string>;
  /** At most the first `length` bytes, so a walk need not read whole files. */
  head(key: string, length: number): Promise<Uint8Array>;
}

const SAFE_KEY = /^[\w-]+(\/[\w.-]+)*$/;

/** The key itself, when it is one every store accepts: no parent steps, nothing to escape. */
export function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').includes('..')) {
    throw new Error('Unsafe file store key');
  }
  return key;
}

const TEMPORARY = /\.[0-9a-f]{12}\.tmp$/;

/**
 * Files under one directory. A write goes to a temporary name first and is renamed into place, so
 * a reader never sees half a file and a crash leaves no partial one under the real key.
 */
export class LocalFileStore implements ListableFileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, checkedKey(key));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Uint8Array> {
    return readFile(this.pathOf(key));
  }

  async head(key: string, length: number): Promise<Uint8Array> {
    const handle = await open(this.pathOf(key), 'r');
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Every stored key, writes in flight (temporary names) left out. */
  async *keys(): AsyncIterable<string> {
    for await (const { key, temporary } of this.walk()) if (!temporary) yield key;
  }

  /**
   * Removes temporary files a crashed write left behind more than `maxAgeMs` ago. Those written
   * before files were encrypted may hold a statement in plain text; no live write is that old.
   */
  async removeStaleTemporaries(now: Date, maxAgeMs: number): Promise<number> {
    let removed = 0;
    for await (const { file, temporary } of this.walk()) {
      if (!temporary) continue;
      const info = await stat(file).catch(() => undefined);
      if (info && now.getTime() - info.mtimeMs > maxAgeMs) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }

  private async *walk(
    relative = '',
  ): AsyncGenerator<{ key: string; file: string; temporary: boolean }> {
    const directory = path.join(this.root, relative);
    const entries = await readdir(directory, { withFileTypes: true }).catch((error: unknown) => {
      // No file stored yet: the directory is made by the first write.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      const key = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* this.walk(key);
      else if (entry.isFile()) {
        yield { key, file: path.join(directory, entry.name), temporary: TEMPORARY.test(key) };
      }
    }
  }
}
