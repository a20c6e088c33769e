import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { EncryptedFileStore } from './encrypted-file-store';
import { FileDecryptionError, HEADER_LENGTH } from './file-envelope';
import { LocalFileStore } from './file-store';

const STATEMENT = 'Date,Description,Amount\n2026-03-02,GROCER LTD,-45.10\n';
const KEY = 'user-1/3f1c9a2e-statement';

describe('EncryptedFileStore', () => {
  let root: string;
  let masterKey: Buffer;
  let files: EncryptedFileStore;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sheetwise-encrypted-'));
    masterKey = randomBytes(32);
    files = new EncryptedFileStore(new LocalFileStore(root), { current: masterKey, old: [] });
  });

  const raw = () => readFile(path.join(root, KEY));
  const storeWith = (current: Buffer, old: Buffer[] = []) =>
    new EncryptedFileStore(new LocalFileStore(root), { current, old });

  it('gives back exactly what was put, empty and large files included', async () => {
    for (const content of [Buffer.from(STATEMENT), Buffer.alloc(0), randomBytes(3_000_000)]) {
      await files.put(KEY, content);
      expect(Buffer.from(await files.get(KEY)).equals(content)).toBe(true);
    }
  });

  it('writes no plain text to disk, and a fresh key and IV for every write', async () => {
    await files.put(KEY, Buffer.from(STATEMENT));
    const first = await raw();
    expect(first.includes('GROCER')).toBe(false);
    expect(first.includes('Description')).toBe(false);
    expect(first.length).toBe(HEADER_LENGTH + STATEMENT.length + 16);
    await files.put(KEY, Buffer.from(STATEMENT));
    const second = await raw();
    expect(second.subarray(5).equals(first.subarray(5))).toBe(false);
  });

  it('refuses a file with any one byte flipped: header, ciphertext or tag', async () => {
    await files.put(KEY, Buffer.from(STATEMENT));
    const original = await raw();
    for (let at = 0; at < original.length; at += 1) {
      const damaged = Buffer.from(original);
      damaged[at] = (damaged[at] as number) ^ 0x01;
      await writeFile(path.join(root, KEY), damaged);
      await expect(files.get(KEY), `byte ${at}`).rejects.toThrow(FileDecryptionError);
    }
  });

  it('refuses a truncated file, at any length', async () => {
    await files.put(KEY, Buffer.from(STATEMENT));
    const original = await raw();
    for (let length = 0; length < original.length; length += 1) {
      await writeFile(path.join(root, KEY), original.subarray(0, length));
      await expect(files.get(KEY), `length ${length}`).rejects.toThrow(FileDecryptionError);
    }
  });

  it('refuses a file moved to another key', async () => {
    await files.put(KEY, Buffer.from(STATEMENT));
    await files.put('user-2/other', Buffer.from('theirs'));
    await rename(path.join(root, KEY), path.join(root, 'user-2/other'));
    await expect(files.get('user-2/other')).rejects.toThrow(/moved from another name/);
  });

  it('refuses to open under a wrong master key, and opens under an old one during rotation', async () => {
    await files.put(KEY, Buffer.from(STATEMENT));
    const newKey = randomBytes(32);
    await expect(storeWith(newKey).get(KEY)).rejects.toThrow(/FILE_ENCRYPTION_KEY/);
    const rotated = storeWith(newKey, [masterKey]);
    expect(Buffer.from(await rotated.get(KEY)).toString()).toBe(STATEMENT);
  });

  it('refuses a plain file rather than returning it, and an unknown version', async () => {
    await writeFile(path.join(root, 'plain'), STATEMENT);
    await expect(files.get('plain')).rejects.toThrow(/no encryption header/);
    await files.put(KEY, Buffer.from(STATEMENT));
    const future = await raw();
    future[4] = 2;
    await writeFile(path.join(root, KEY), future);
    await expect(files.get(KEY)).rejects.toThrow(/unknown format version 2/);
  });

  it('removes files', async () => {
    await files.put(KEY, Buffer.from(STATEMENT));
    await files.remove(KEY);
    await expect(files.get(KEY)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
