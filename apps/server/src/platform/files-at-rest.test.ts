import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { EncryptedFileStore } from './encrypted-file-store';
import { hasEnvelope } from './file-envelope';
import { LocalFileStore } from './file-store';
import { encryptFilesAtRest } from './files-at-rest';

const STATEMENT = 'Date,Description,Amount\n2026-03-02,GROCER LTD,-45.10\n';

describe('encryptFilesAtRest', () => {
  let root: string;
  let disk: LocalFileStore;
  let keys: { current: Buffer; old: Buffer[] };
  let files: EncryptedFileStore;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'sheetwise-at-rest-'));
    disk = new LocalFileStore(root);
    keys = { current: randomBytes(32), old: [] };
    files = new EncryptedFileStore(disk, keys);
  });

  /** A file as the server stored it before encryption: plain bytes under the key. */
  async function plainFile(key: string, content: string | Buffer): Promise<void> {
    await mkdir(path.dirname(path.join(root, key)), { recursive: true });
    await writeFile(path.join(root, key), content);
  }

  it('encrypts plain files from before and leaves encrypted ones byte for byte', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(5000)]);
    await plainFile('user-1/a', STATEMENT);
    await plainFile('user-2/b', pdf);
    await files.put('user-1/c', Buffer.from('already encrypted'));
    const encryptedBefore = await readFile(path.join(root, 'user-1/c'));

    const report = await encryptFilesAtRest(disk, keys);

    expect(report).toEqual({
      checked: 3,
      encrypted: 2,
      rewrapped: 0,
      unreadable: 0,
      temporariesRemoved: 0,
    });
    const onDisk = await readFile(path.join(root, 'user-1/a'));
    expect(hasEnvelope(onDisk)).toBe(true);
    expect(onDisk.includes('GROCER')).toBe(false);
    expect(Buffer.from(await files.get('user-1/a')).toString()).toBe(STATEMENT);
    expect(Buffer.from(await files.get('user-2/b')).equals(pdf)).toBe(true);
    expect((await readFile(path.join(root, 'user-1/c'))).equals(encryptedBefore)).toBe(true);
    // Idempotent: a second start finds nothing to do.
    expect(await encryptFilesAtRest(disk, keys)).toMatchObject({ checked: 3, encrypted: 0 });
    expect(await readdir(path.join(root, 'user-1'))).toEqual(['a', 'c']);
  });

  it('gives the same result when two processes run it at once', async () => {
    const names = Array.from({ length: 40 }, (_, i) => `user-${i % 4}/file-${i}`);
    for (const name of names) await plainFile(name, `${STATEMENT}${name}\n`);
    const reports = await Promise.all([
      encryptFilesAtRest(new LocalFileStore(root), keys),
      encryptFilesAtRest(new LocalFileStore(root), keys),
    ]);
    expect(reports[0].encrypted + reports[1].encrypted).toBeGreaterThanOrEqual(names.length);
    for (const name of names) {
      expect(Buffer.from(await files.get(name)).toString()).toBe(`${STATEMENT}${name}\n`);
    }
  });

  it('moves files under an old master key to the current one, and counts ones no key opens', async () => {
    const oldKey = keys.current;
    await files.put('user-1/old', Buffer.from(STATEMENT));
    await new EncryptedFileStore(disk, { current: randomBytes(32), old: [] }).put(
      'user-1/foreign',
      Buffer.from('written under a key we do not have'),
    );
    const rotated = { current: randomBytes(32), old: [oldKey] };

    const report = await encryptFilesAtRest(disk, rotated);

    expect(report).toMatchObject({ checked: 2, rewrapped: 1, unreadable: 1, encrypted: 0 });
    const currentOnly = new EncryptedFileStore(disk, { current: rotated.current, old: [] });
    expect(Buffer.from(await currentOnly.get('user-1/old')).toString()).toBe(STATEMENT);
  });

  it('removes temporary files a crashed write left over an hour ago, and no others', async () => {
    await plainFile('user-1/a.0123456789ab.tmp', STATEMENT);
    await plainFile('user-1/b.abcdefabcdef.tmp', 'a write in flight');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(path.join(root, 'user-1/a.0123456789ab.tmp'), twoHoursAgo, twoHoursAgo);

    const report = await encryptFilesAtRest(disk, keys);

    expect(report).toMatchObject({ checked: 0, temporariesRemoved: 1 });
    expect(await readdir(path.join(root, 'user-1'))).toEqual(['b.abcdefabcdef.tmp']);
  });

  it('does nothing when no file was ever stored', async () => {
    const empty = new LocalFileStore(path.join(root, 'never-created'));
    expect(await encryptFilesAtRest(empty, keys)).toMatchObject({ checked: 0, encrypted: 0 });
  });
});
