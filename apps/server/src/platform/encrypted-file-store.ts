import { open, seal } from './file-envelope';
import type { FileStore } from './file-store';

/** The master keys: files are written under `current`; `old` ones still open files (rotation). */
export interface FileKeys {
  current: Buffer;
  old: readonly Buffer[];
}

export function masterKeys(keys: FileKeys): Buffer[] {
  return [keys.current, ...keys.old];
}

/**
 * Encryption at rest as a layer over any FileStore (the local disk now, an object store later):
 * callers put and get plain bytes, the store underneath only ever sees file-envelope's format.
 */
export class EncryptedFileStore implements FileStore {
  private readonly keys: Buffer[];

  constructor(
    private readonly inner: FileStore,
    keys: FileKeys,
  ) {
    this.keys = masterKeys(keys);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.inner.put(key, seal(key, bytes, this.keys[0] as Buffer));
  }

  /** The plain bytes, or a FileDecryptionError for a damaged, moved or unencrypted file. */
  async get(key: string): Promise<Uint8Array> {
    return open(key, await this.inner.get(key), this.keys);
  }

  async remove(key: string): Promise<void> {
    await this.inner.remove(key);
  }
}
