import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An upload's bytes, kept on disk until its turn to be read. */
export interface SpooledFile {
  readonly size: number;
  /** The bytes as they arrived. */
  read(): Promise<Buffer>;
  /** Removes the file; safe to call more than once. */
  discard(): Promise<void>;
}

/**
 * Where uploads wait for a parse slot: on disk, so that forty waiting 10 MB uploads cost disk
 * rather than 400 MB of the server's memory. Each file is encrypted with a key of its own that
 * lives only in this process's memory, so a statement waiting here is never readable on disk,
 * and one left behind by a crash stays unreadable for good.
 */
export class UploadSpool {
  private constructor(
    /** The spool's own folder, made for this process. */
    readonly dir: string,
  ) {}

  static async open(): Promise<UploadSpool> {
    return new UploadSpool(await mkdtemp(path.join(tmpdir(), 'sheetwise-uploads-')));
  }

  async write(source: Readable): Promise<SpooledFile> {
    const file = path.join(this.dir, randomUUID());
    const key = randomBytes(32);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    // The file exists before the source is read, so that a failure's rm never runs ahead of it.
    const sink = (await open(file, 'wx', 0o600)).createWriteStream();
    try {
      await pipeline(source, cipher, sink);
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
    // GCM's ciphertext is exactly as long as the plaintext.
    const size = sink.bytesWritten;
    const tag = cipher.getAuthTag();
    return {
      size,
      read: async () => {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(await readFile(file)), decipher.final()]);
      },
      discard: () => rm(file, { force: true }),
    };
  }

  /** Removes the spool and anything still in it (the server is stopping). */
  close(): Promise<void> {
    return rm(this.dir, { recursive: true, force: true });
  }
}
