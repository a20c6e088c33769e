import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where an upload waits, and what opens it: enough for another process to read it. */
export interface SpooledLocation {
  path: string;
  key: Uint8Array;
  iv: Uint8Array;
  tag: Uint8Array;
}

/** Read and decrypted a piece at a time, so that the whole file is allocated once. */
const READ_PIECE_BYTES = 1 << 20;

/**
 * The bytes as they arrived; throws when the file on disk is not what was written. One buffer of
 * the file's size is filled piece by piece: reading the file whole, decrypting it and joining
 * the parts touched three fresh 10 MB buffers, about 100 ms on the bench machine against 10 to
 * 50 ms (BENCHMARKS.md), and both the server and the parse process read every upload.
 */
export async function readSpooled({ path: file, key, iv, tag }: SpooledLocation): Promise<Buffer> {
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const bytes = Buffer.allocUnsafeSlow(size);
    const piece = Buffer.allocUnsafeSlow(Math.min(READ_PIECE_BYTES, size));
    for (let offset = 0; offset < size;) {
      const { bytesRead } = await handle.read(
        piece,
        0,
        Math.min(piece.length, size - offset),
        offset,
      );
      if (bytesRead === 0) throw new Error('The spooled upload ended before its size.');
      // GCM decrypts byte for byte: each piece's plaintext is exactly as long as what was read.
      decipher.update(piece.subarray(0, bytesRead)).copy(bytes, offset);
      offset += bytesRead;
    }
    decipher.final();
    return bytes;
  } finally {
    await handle.close();
  }
}

/** An upload's bytes, kept on disk until its turn to be read. */
export interface SpooledFile {
  readonly size: number;
  /** For the parse process, which reads the file itself rather than receive it in a message. */
  readonly location: SpooledLocation;
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
    const location = { path: file, key, iv, tag: cipher.getAuthTag() };
    return {
      size,
      location,
      read: () => readSpooled(location),
      discard: () => rm(file, { force: true }),
    };
  }

  /** Removes the spool and anything still in it (the server is stopping). */
  close(): Promise<void> {
    return rm(this.dir, { recursive: true, force: true });
  }
}
