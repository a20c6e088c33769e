import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localFileEncryptionKey, parseFileEncryptionKey } from './file-encryption-key';

describe('parseFileEncryptionKey', () => {
  it('reads 32 bytes as hex or base64 of either alphabet, and nothing else', () => {
    const key = randomBytes(32);
    for (const text of [
      key.toString('hex'),
      key.toString('hex').toUpperCase(),
      key.toString('base64'),
      key.toString('base64url'),
    ]) {
      expect(parseFileEncryptionKey(text)?.equals(key)).toBe(true);
    }
    for (const text of ['', 'short', 'g'.repeat(64), randomBytes(16).toString('base64')]) {
      expect(parseFileEncryptionKey(text)).toBeUndefined();
    }
    expect(parseFileEncryptionKey(randomBytes(33).toString('base64'))).toBeUndefined();
  });
});

describe('localFileEncryptionKey', () => {
  it('creates a private key once and returns the same one after a restart', async () => {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'sheetwise-file-key-')), 'data');
    const first = await localFileEncryptionKey(dataDir);
    expect(first).toHaveLength(32);
    expect((await localFileEncryptionKey(dataDir)).equals(first)).toBe(true);
    const file = path.join(dataDir, 'file-encryption-key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first.toString('base64'));
  });

  it('gives processes starting at once the same key', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sheetwise-file-key-'));
    const keys = await Promise.all(
      Array.from({ length: 8 }, () => localFileEncryptionKey(dataDir)),
    );
    for (const key of keys) expect(key.equals(keys[0] as Buffer)).toBe(true);
  });

  it('refuses a damaged key file rather than replacing it, which would lose every file', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sheetwise-file-key-'));
    await writeFile(path.join(dataDir, 'file-encryption-key'), 'short');
    await expect(localFileEncryptionKey(dataDir)).rejects.toThrow(/restore it from a backup/);
    expect(await readFile(path.join(dataDir, 'file-encryption-key'), 'utf8')).toBe('short');
  });
});
