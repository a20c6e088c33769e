import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const FILE_NAME = 'file-encryption-key';
const KEY_LENGTH = 32;

/** A 256-bit key written as 64 hex characters or as base64 (either alphabet); undefined if not. */
export function parseFileEncryptionKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed, 'base64');
  return key.length === KEY_LENGTH ? key : undefined;
}

/**
 * Local mode's FILE_ENCRYPTION_KEY when none is set: generated on the first start and kept in
 * DATA_DIR (readable by this user only), as the session secret is. Unlike that secret, a key that
 * exists is never replaced: the stored files cannot be read without it. Creation is a hard link
 * from a complete temporary file, so two processes starting at once agree on one key.
 */
export async function localFileEncryptionKey(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, FILE_NAME);
  const existing = await readKey(file);
  if (existing) return existing;
  await mkdir(dataDir, { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${randomBytes(KEY_LENGTH).toString('base64')}\n`, { mode: 0o600 });
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(temporary, { force: true });
  }
  const key = await readKey(file);
  if (!key) throw new Error(`${file} does not hold a 32-byte key`);
  return key;
}

async function readKey(file: string): Promise<Buffer | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const key = parseFileEncryptionKey(text);
  // Refuse rather than regenerate: a new key would leave every stored file unreadable.
  if (!key) throw new Error(`${file} does not hold a 32-byte key; restore it from a backup`);
  return key;
}
