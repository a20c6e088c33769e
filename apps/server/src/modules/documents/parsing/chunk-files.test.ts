import { access, readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { TransactionChunk } from '../transaction-chunks';
import { readChunkFile, writeChunkFile } from './chunk-files';

const CHUNK: TransactionChunk = {
  firstPosition: 20_000,
  dates: '{"2024-03-01","2024-03-02"}',
  descriptions: '{"SALARY ACME LTD","RENT \\"FLAT 2\\""}',
  amountsMinor: '{250000,-95000}',
  balancesMinor: '{250000,155000}',
  currencies: null,
  categories: null,
  references: null,
  pendings: null,
  types: null,
  feesMinor: null,
};

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('chunk files between the parse process and the server', () => {
  it('carry a chunk whole, unreadable on disk, and are gone once read', async () => {
    const location = await writeChunkFile(CHUNK);
    const onDisk = await readFile(location.path);
    expect(onDisk.includes(Buffer.from('SALARY'))).toBe(false);
    expect(await readChunkFile(location)).toEqual(CHUNK);
    expect(await exists(location.path)).toBe(false);
  });

  it('refuse a file changed on disk, and remove it all the same', async () => {
    const location = await writeChunkFile(CHUNK);
    const sealed = await readFile(location.path);
    sealed[3] = (sealed[3] ?? 0) ^ 1;
    await writeFile(location.path, sealed);
    await expect(readChunkFile(location)).rejects.toThrow();
    expect(await exists(location.path)).toBe(false);
  });
});
