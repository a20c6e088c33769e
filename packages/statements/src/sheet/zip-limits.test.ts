import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';
import { readFixture } from '../test-support/fixtures';
import { lyingXlsx, repeatedDeflate, writeZip, zip64Extra } from '../test-support/hostile-files';
import { readZipDirectory } from './zip-directory';
import { unpackZip, ZIP_LIMITS } from './zip-limits';

const codeOf = async (bytes: Uint8Array, name: string) => {
  const result = await parseStatement(bytes, name);
  return result.ok ? 'ok' : result.error.code;
};

/** Rewrites every entry's declared uncompressed size, in its local header and the directory. */
function declareSize(zip: Uint8Array, size: number): Uint8Array {
  const patched = zip.slice();
  const view = new DataView(patched.buffer);
  for (let offset = 0; offset + 4 <= patched.length; offset += 1) {
    if (view.getUint32(offset, true) === 0x02014b50) view.setUint32(offset + 24, size, true);
    if (view.getUint32(offset, true) === 0x04034b50) view.setUint32(offset + 22, size, true);
  }
  return patched;
}

describe('XLSX archives are checked before they are unpacked', () => {
  it('unpacks a real workbook, every entry to the size it declares', () => {
    const unpacked = unpackZip(readFixture('fineco/movements.xlsx'));
    if (!unpacked.ok) throw new Error(unpacked.reason);
    expect(unpacked.entries.map((entry) => entry.name)).toContain('xl/workbook.xml');
  });

  it('refuses a zip bomb: 20 MB of zeros packed a thousand times smaller', async () => {
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(20 * 1024 * 1024) });
    expect(bomb.length * ZIP_LIMITS.maxRatio).toBeLessThan(20 * 1024 * 1024);
    expect(unpackZip(bomb)).toEqual({ ok: false, reason: 'too-large' });
    expect(await codeOf(bomb, 'bomb.xlsx')).toBe('too-large-unpacked');
  });

  it('refuses entries that declare more than the limit, and too many entries', () => {
    const small = zipSync({ 'a.xml': new TextEncoder().encode('<a/>'.repeat(100)) });
    expect(unpackZip(declareSize(small, ZIP_LIMITS.maxUnpackedBytes + 1))).toEqual({
      ok: false,
      reason: 'too-large',
    });
    const many = Object.fromEntries(
      Array.from({ length: ZIP_LIMITS.maxEntries + 1 }, (_, i) => [`f${i}.xml`, new Uint8Array(1)]),
    );
    expect(unpackZip(zipSync(many))).toEqual({ ok: false, reason: 'too-large' });
  });

  it('refuses a local header that claims 4 GB where the directory says 3 MB, unread', async () => {
    // Issue #15: SheetJS sized its buffer from the local header and inflated the whole 1 GiB.
    const lying = lyingXlsx(1024, 'local');
    expect(readZipDirectory(lying)).toEqual({ ok: false });
    expect(await codeOf(lying, 'lying.xlsx')).toBe('damaged-file');
  });

  it.each(['both', 'descriptor'] as const)(
    'stops inflating a sheet at the size its headers declare (%s)',
    async (lie) => {
      // Both headers agree on 3 MB, or the local one defers to a data descriptor; the data is
      // 1 GiB. The inflation stops a megabyte past the declared size; inflating the whole
      // gigabyte would run past the test's time limit.
      expect(await codeOf(lyingXlsx(1024, lie), 'lying.xlsx')).toBe('too-large-unpacked');
    },
    30_000,
  );

  it('calls an entry that inflates to less than it declares, or not at all, damaged', () => {
    const data = repeatedDeflate(new Uint8Array(1000), 1);
    const entry = (unpacked: number, packed = data) => ({
      name: 'a.xml',
      data: packed,
      central: { unpacked, packed: packed.length },
      local: { unpacked, packed: packed.length },
    });
    expect(unpackZip(writeZip([entry(1000)]))).toMatchObject({ ok: true });
    expect(unpackZip(writeZip([entry(1001)]))).toEqual({ ok: false, reason: 'damaged' });
    expect(unpackZip(writeZip([entry(1000, data.subarray(0, 5))]))).toEqual({
      ok: false,
      reason: 'damaged',
    });
  });

  it('reads sizes a local header moves to its ZIP64 field, and holds them to the directory', () => {
    // Writers that stream to a file reserve the ZIP64 field and fill it in afterwards.
    const data = repeatedDeflate(new Uint8Array(1000), 1);
    const entry = (extra: Uint8Array) => ({
      name: 'a.xml',
      data,
      central: { unpacked: 1000, packed: data.length },
      local: { unpacked: 0xffffffff, packed: 0xffffffff },
      localExtra: extra,
    });
    expect(unpackZip(writeZip([entry(zip64Extra(1000, data.length))]))).toMatchObject({
      ok: true,
    });
    expect(unpackZip(writeZip([entry(zip64Extra(2 ** 30, data.length))]))).toEqual({
      ok: false,
      reason: 'damaged',
    });
  });

  it('calls a truncated or corrupted workbook damaged, and never throws', async () => {
    const bytes = readFixture('otp/sample-new-format-2026-06.xlsx');
    expect(await codeOf(bytes.slice(0, Math.floor(bytes.length / 2)), 'cut.xlsx')).toBe(
      'damaged-file',
    );
    for (const cut of [4, 100, 1000, bytes.length - 10]) {
      const corrupted = bytes.slice();
      corrupted.fill(0x41, cut, Math.min(cut + 64, bytes.length));
      await expect(parseStatement(corrupted, 'x.xlsx')).resolves.toHaveProperty('ok');
    }
    const xls = readFixture('fineco/my-cards.xls');
    expect(await codeOf(xls.slice(0, 700), 'cut.xls')).toBe('damaged-file');
  });
});
