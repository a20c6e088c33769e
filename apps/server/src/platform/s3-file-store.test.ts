import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LoopbackS3 } from '../test/loopback-s3';
import { EncryptedFileStore } from './encrypted-file-store';
import { HEADER_LENGTH } from './file-envelope';
import { encryptFilesAtRest } from './files-at-rest';
import { S3FileStore, StoredFileMissingError } from './s3-file-store';

describe('S3FileStore against an S3-compatible server', () => {
  let s3: LoopbackS3;
  let store: S3FileStore;

  beforeAll(async () => {
    s3 = await LoopbackS3.start();
    store = new S3FileStore(s3.settings(), 2);
  });
  beforeEach(() => {
    s3.objects.clear();
    s3.requests.length = 0;
  });
  afterAll(async () => {
    store.close();
    await s3.close();
  });

  it('keeps each file whole under its key, replaces it, and removes it', async () => {
    const bytes = randomBytes(70_000);
    await store.put('user-1/march.csv', bytes);
    expect(Buffer.from(await store.get('user-1/march.csv')).equals(bytes)).toBe(true);
    expect(s3.objects.get('user-1/march.csv')?.equals(bytes)).toBe(true);

    await store.put('user-1/march.csv', Buffer.from('newer'));
    expect(Buffer.from(await store.get('user-1/march.csv')).toString()).toBe('newer');

    await store.remove('user-1/march.csv');
    await store.remove('user-1/march.csv');
    expect(s3.objects.size).toBe(0);
  });

  it('rejects a missing file as the local disk does, with ENOENT', async () => {
    const missing = store.get('user-1/none.csv');
    await expect(missing).rejects.toBeInstanceOf(StoredFileMissingError);
    await expect(store.head('user-1/none.csv', 8)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('reads a head with one ranged GET, and a file shorter than the head whole', async () => {
    await store.put('a/long', randomBytes(100_000));
    await store.put('a/short', Buffer.from('abc'));
    await store.put('a/empty', Buffer.alloc(0));
    s3.requests.length = 0;

    expect(await store.head('a/long', HEADER_LENGTH)).toHaveLength(HEADER_LENGTH);
    expect(Buffer.from(await store.head('a/short', HEADER_LENGTH)).toString()).toBe('abc');
    expect(await store.head('a/empty', HEADER_LENGTH)).toHaveLength(0);
    expect(s3.requests.map((request) => request.range)).toEqual(
      Array(3).fill(`bytes=0-${HEADER_LENGTH - 1}`),
    );
  });

  it('lists every key across pages, leaving out names it would never write', async () => {
    const keys = ['a/1', 'a/2', 'b/1', 'b/2', 'c/1'];
    for (const key of keys) await store.put(key, Buffer.from(key));
    s3.objects.set('not a key/../x', Buffer.from('other tool'));
    s3.requests.length = 0;

    const listed: string[] = [];
    for await (const key of store.keys()) listed.push(key);
    expect(listed.sort()).toEqual(keys);
    // Two keys a page: the walk followed the continuation tokens to the end.
    expect(s3.requests.length).toBe(3);
  });

  it('refuses keys that could escape their place', async () => {
    await expect(store.put('../x', Buffer.from('x'))).rejects.toThrow('Unsafe file store key');
    await expect(store.get('a/../../b')).rejects.toThrow('Unsafe file store key');
    expect(s3.requests).toHaveLength(0);
  });

  it('signs its requests with the configured access key', async () => {
    const stranger = new S3FileStore({
      ...s3.settings(),
      credentials: { accessKeyId: 'someone-else', secretAccessKey: 'x' },
    });
    await expect(stranger.put('a/1', Buffer.from('x'))).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
    stranger.close();
    expect(s3.objects.size).toBe(0);
  });

  it('stores only ciphertext under EncryptedFileStore, and a key rotation rewraps in place', async () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const statement = Buffer.from('Date,Description,Amount\n2026-03-01,SALARY,2500.00\n');
    await new EncryptedFileStore(store, { current: oldKey, old: [] }).put('u/s.csv', statement);
    expect(s3.objects.get('u/s.csv')?.includes('SALARY')).toBe(false);

    const report = await encryptFilesAtRest(store, { current: newKey, old: [oldKey] });
    expect(report).toMatchObject({ checked: 1, rewrapped: 1, unreadable: 0 });
    const rotated = new EncryptedFileStore(store, { current: newKey, old: [] });
    expect(Buffer.from(await rotated.get('u/s.csv')).equals(statement)).toBe(true);
  });
});
