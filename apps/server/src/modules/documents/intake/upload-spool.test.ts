import { randomBytes } from 'node:crypto';
import { readdir, readFile, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { UploadSpool } from './upload-spool';

const STATEMENT = Buffer.from('Date,Description,Amount\n2026-03-01,SALARY ACME LTD,2500.00\n');

describe('UploadSpool', () => {
  let spool: UploadSpool | undefined;
  afterEach(async () => {
    await spool?.close();
  });

  it('gives back the bytes it was sent, keeping none of them readable on disk', async () => {
    spool = await UploadSpool.open();
    const file = await spool.write(
      Readable.from([STATEMENT.subarray(0, 10), STATEMENT.subarray(10)]),
    );
    expect(file.size).toBe(STATEMENT.length);
    const [stored] = await readdir(spool.dir);
    const onDisk = await readFile(path.join(spool.dir, stored ?? ''));
    expect(onDisk.includes(Buffer.from('SALARY'))).toBe(false);
    expect(await file.read()).toEqual(STATEMENT);
    await file.discard();
    expect(await readdir(spool.dir)).toEqual([]);
  });

  it('reads a file of several pieces back whole, and refuses one changed or cut on disk', async () => {
    spool = await UploadSpool.open();
    // Two and a half of the pieces it is decrypted in.
    const bytes = randomBytes(2.5 * 1024 * 1024);
    const file = await spool.write(Readable.from([bytes]));
    expect((await file.read()).equals(bytes)).toBe(true);

    const onDisk = file.location.path;
    const sealed = await readFile(onDisk);
    sealed[1_500_000] = (sealed[1_500_000] ?? 0) ^ 1;
    await writeFile(onDisk, sealed);
    await expect(file.read()).rejects.toThrow();
    await truncate(onDisk, 1024);
    await expect(file.read()).rejects.toThrow();
  });

  it('leaves nothing behind when the upload breaks off', async () => {
    spool = await UploadSpool.open();
    const broken = new Readable({
      read() {
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(spool.write(broken)).rejects.toThrow('connection reset');
    expect(await readdir(spool.dir)).toEqual([]);
  });
});
