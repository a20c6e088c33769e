import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The format of an encrypted file: a header, then the content under AES-256-GCM.
 *
 *   magic (4) | version (1) | wrap IV (12) | wrapped data key (32) | wrap tag (16) | IV (12)
 *   | ciphertext | tag (16)
 *
 * Each file has its own random data key, stored wrapped (AES-256-GCM) under the master key, so a
 * master key can be rotated by rewriting headers alone and no two files share a key and IV. Both
 * encryptions take the magic, the version and the storage key as associated data: every header
 * byte is authenticated by one of the two tags, and a file moved to another key fails to open.
 */
export const FILE_MAGIC = Buffer.from([0x89, 0x53, 0x57, 0x45]); // "\x89SWE": never text, PDF or zip
const VERSION = 1;
const IV_LENGTH = 12;
const KEY_LENGTH = 32;
const TAG_LENGTH = 16;
const PREFIX_LENGTH = FILE_MAGIC.length + 1;
const WRAP_START = PREFIX_LENGTH;
const WRAP_LENGTH = IV_LENGTH + KEY_LENGTH + TAG_LENGTH;
export const HEADER_LENGTH = PREFIX_LENGTH + WRAP_LENGTH + IV_LENGTH;

/** A stored file that cannot be read back as what was written; never returns partial bytes. */
export class FileDecryptionError extends Error {
  constructor(message: string) {
    super(`Stored file cannot be decrypted: ${message}`);
    this.name = 'FileDecryptionError';
  }
}

/** Starts with the header's magic: written by this format (or damaged after it). */
export function hasEnvelope(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .subarray(0, FILE_MAGIC.length)
    .equals(FILE_MAGIC);
}

function prefix(): Buffer {
  return Buffer.concat([FILE_MAGIC, Buffer.from([VERSION])]);
}

function associatedData(purpose: 'key' | 'content', storageKey: string): Buffer {
  return Buffer.concat([prefix(), Buffer.from(`${purpose}:${storageKey}`, 'utf8')]);
}

function wrap(storageKey: string, dataKey: Buffer, masterKey: Buffer): Buffer {
  const iv = randomBytes(IV_LENGTH);
  const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
  cipher.setAAD(associatedData('key', storageKey));
  const wrapped = Buffer.concat([cipher.update(dataKey), cipher.final()]);
  return Buffer.concat([iv, wrapped, cipher.getAuthTag()]);
}

/** The data key, and which master key opened it; undefined when none does. */
function unwrap(
  storageKey: string,
  header: Buffer,
  masterKeys: readonly Buffer[],
): { dataKey: Buffer; index: number } | undefined {
  const iv = header.subarray(WRAP_START, WRAP_START + IV_LENGTH);
  const wrapped = header.subarray(WRAP_START + IV_LENGTH, WRAP_START + IV_LENGTH + KEY_LENGTH);
  const tag = header.subarray(WRAP_START + IV_LENGTH + KEY_LENGTH, WRAP_START + WRAP_LENGTH);
  for (const [index, masterKey] of masterKeys.entries()) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', masterKey, iv, { authTagLength: 16 });
      decipher.setAAD(associatedData('key', storageKey));
      decipher.setAuthTag(tag);
      return { dataKey: Buffer.concat([decipher.update(wrapped), decipher.final()]), index };
    } catch {
      // Not this master key (or a damaged header); try the next.
    }
  }
  return undefined;
}

function checkHeader(bytes: Buffer, minimum: number): void {
  if (!hasEnvelope(bytes)) throw new FileDecryptionError('it has no encryption header');
  if (bytes.length < PREFIX_LENGTH) throw new FileDecryptionError('it is truncated');
  const version = bytes[FILE_MAGIC.length];
  if (version !== VERSION) throw new FileDecryptionError(`unknown format version ${version}`);
  if (bytes.length < minimum) throw new FileDecryptionError('it is truncated');
}

const MASTER_KEY_FAILED =
  'no configured FILE_ENCRYPTION_KEY opens its key (a wrong key, a damaged header, or a file moved from another name)';

/** Encrypts `content` for `storageKey` under a fresh data key wrapped by `masterKey`. */
export function seal(storageKey: string, content: Uint8Array, masterKey: Buffer): Buffer {
  const dataKey = randomBytes(KEY_LENGTH);
  const iv = randomBytes(IV_LENGTH);
  const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
  cipher.setAAD(associatedData('content', storageKey));
  const ciphertext = Buffer.concat([cipher.update(content), cipher.final()]);
  return Buffer.concat([
    prefix(),
    wrap(storageKey, dataKey, masterKey),
    iv,
    ciphertext,
    cipher.getAuthTag(),
  ]);
}

/** A whole sealed file's bytes and its data key, or a FileDecryptionError. */
function unsealKey(storageKey: string, sealed: Uint8Array, masterKeys: readonly Buffer[]) {
  const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  checkHeader(bytes, HEADER_LENGTH + TAG_LENGTH);
  const opened = unwrap(storageKey, bytes, masterKeys);
  if (!opened) throw new FileDecryptionError(MASTER_KEY_FAILED);
  return { bytes, dataKey: opened.dataKey };
}

/** The content written for `storageKey`, or a FileDecryptionError. `masterKeys[0]` is current. */
export function open(
  storageKey: string,
  sealed: Uint8Array,
  masterKeys: readonly Buffer[],
): Buffer {
  const { bytes, dataKey } = unsealKey(storageKey, sealed, masterKeys);
  const iv = bytes.subarray(HEADER_LENGTH - IV_LENGTH, HEADER_LENGTH);
  const decipher = createDecipheriv('aes-256-gcm', dataKey, iv, { authTagLength: 16 });
  decipher.setAAD(associatedData('content', storageKey));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_LENGTH));
  const content = decipher.update(bytes.subarray(HEADER_LENGTH, bytes.length - TAG_LENGTH));
  try {
    // Nothing is returned until the tag has been checked over every byte.
    return Buffer.concat([content, decipher.final()]);
  } catch {
    throw new FileDecryptionError('its content failed the integrity check (damaged or truncated)');
  }
}

/** Which of `masterKeys` opens this file's data key (-1: none); reads the header only. */
export function masterKeyIndex(
  storageKey: string,
  header: Uint8Array,
  masterKeys: readonly Buffer[],
): number {
  const bytes = Buffer.from(header.buffer, header.byteOffset, header.byteLength);
  checkHeader(bytes, PREFIX_LENGTH + WRAP_LENGTH);
  return unwrap(storageKey, bytes, masterKeys)?.index ?? -1;
}

/**
 * The same file with its data key wrapped under `masterKeys[0]`, the content untouched: how files
 * under an old master key move to the current one.
 */
export function rewrap(
  storageKey: string,
  sealed: Uint8Array,
  masterKeys: readonly Buffer[],
): Buffer {
  const { bytes, dataKey } = unsealKey(storageKey, sealed, masterKeys);
  const current = masterKeys[0];
  if (!current) throw new FileDecryptionError(MASTER_KEY_FAILED);
  return Buffer.concat([
    bytes.subarray(0, PREFIX_LENGTH),
    wrap(storageKey, dataKey, current),
    bytes.subarray(PREFIX_LENGTH + WRAP_LENGTH),
  ]);
}
