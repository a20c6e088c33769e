import { createCipheriv, randomBytes, randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { readSpooled, type SpooledLocation } from '../intake/upload-spool';
import type { TransactionChunk } from '../transaction-chunks';

/**
 * A statement's chunks go from the parse process to the server through files, and only their
 * locations through the message channel. Through the channel, a chunk's 1.5 MB crossed a 64 KB
 * pipe that the server drains only between its database inserts, so each chunk waited 15 to 45
 * ms after the insert before it, about 0.4 s of a 10 MB statement (BENCHMARKS.md). Written to a
 * file, the next chunk is whole by the time the server wants it.
 *
 * Each file is encrypted with a key of its own, which crosses the channel and lives only in the
 * two processes' memory: statement contents never sit readable on disk, and a file left by a
 * process stopped mid-way stays unreadable for good.
 */
export async function writeChunkFile(chunk: TransactionChunk): Promise<SpooledLocation> {
  const file = path.join(tmpdir(), `sheetwise-chunk-${randomUUID()}`);
  const key = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(serialize(chunk)), cipher.final()]);
  await writeFile(file, sealed, { mode: 0o600, flag: 'wx' });
  return { path: file, key, iv, tag: cipher.getAuthTag() };
}

/** The chunk a file holds; the file is removed once read, or once it fails to read. */
export async function readChunkFile(location: SpooledLocation): Promise<TransactionChunk> {
  try {
    // Only the parse process writes these, with a key it sent along: what decrypts is its own.
    return deserialize(await readSpooled(location)) as TransactionChunk;
  } finally {
    await rm(location.path, { force: true });
  }
}
