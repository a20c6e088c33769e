import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseStatement } from '../index';
import { readFixture } from '../test-support/fixtures';
import { checkZipSizes, ZIP_LIMITS } from './zip-limits';

const codeOf = async (bytes: Uint8Array, name: string) => {
  const result = await parseStatement(bytes, name);
  return result.ok ? 'ok' : result.error.code;
};

/** Rewrites every central-directory entry's declared uncompressed size. */
function declareSize(zip: Uint8Array, size: number): Uint8Array {
  const patched = zip.slice();
  const view = new DataView(patched.buffer);
  for (let offset = 0; offset + 4 <= patched.length; offset += 1) {
    if (view.getUint32(offset, true) === 0x02014b50) view.setUint32(offset + 24, size, true);
  }
  return patched;
}

describe('XLSX archives are checked before they are unpacked', () => {
  it('passes a real workbook', () => {
    expect(checkZipSizes(readFixture('fineco/movements.xlsx'))).toEqual({ ok: true });
  });

  it('refuses a zip bomb: 20 MB of zeros packed a thousand times smaller', async () => {
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(20 * 1024 * 1024) });
    expect(bomb.length * ZIP_LIMITS.maxRatio).toBeLessThan(20 * 1024 * 1024);
    expect(checkZipSizes(bomb)).toEqual({ ok: false, reason: 'too-large' });
    expect(await codeOf(bomb, 'bomb.xlsx')).toBe('too-large-unpacked');
  });

  it('refuses entries that declare more than the limit, and too many entries', () => {
    const small = zipSync({ 'a.xml': new TextEncoder().encode('<a/>'.repeat(100)) });
    expect(checkZipSizes(declareSize(small, ZIP_LIMITS.maxUnpackedBytes + 1))).toEqual({
      ok: false,
      reason: 'too-large',
    });
    const many = Object.fromEntries(
      Array.from({ length: ZIP_LIMITS.maxEntries + 1 }, (_, i) => [`f${i}.xml`, new Uint8Array(1)]),
    );
    expect(checkZipSizes(zipSync(many))).toEqual({ ok: false, reason: 'too-large' });
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
