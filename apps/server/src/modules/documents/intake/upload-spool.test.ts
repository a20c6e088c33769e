import { readdir, readFile } from 'node:fs/promises';
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
