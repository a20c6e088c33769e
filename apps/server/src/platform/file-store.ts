import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Local disk now; an object store can implement the same two calls. */
export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[\w-]+(\/[\w.-]+)*$/;

/**
 * Files under one directory. A write goes to a temporary name first and is renamed into place, so
 * a reader never sees half a file and a crash leaves no partial one under the real key.
 */
export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key) || key.split('/').includes('..')) {
      throw new Error('Unsafe file store key');
    }
    return path.join(this.root, key);
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

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
