import { inflateCapped } from '../inflate-capped';
import { readZipDirectory } from './zip-directory';

/**
 * What an XLSX may unpack to before we open it. A real statement's workbook unpacks to a few
 * megabytes per thousand rows; these leave room for the largest upload (10 MB of packed sheet
 * XML) while refusing archives built to explode.
 */
export const ZIP_LIMITS = {
  maxEntries: 1_000,
  maxUnpackedBytes: 200 * 1024 * 1024,
  /** No real sheet XML packs better than this; zip bombs pack thousands of times better. */
  maxRatio: 200,
} as const;

export interface UnpackedEntry {
  name: string;
  content: Uint8Array;
}

export type UnpackedZip =
  { ok: true; entries: UnpackedEntry[] } | { ok: false; reason: 'damaged' | 'too-large' };

/**
 * Unpacks an XLSX's entries ourselves, so that no reader downstream sizes a buffer from what a
 * header claims. The central directory's sizes are checked against the limits before anything
 * is inflated; each entry must then inflate to exactly the size both its headers declare, and
 * its inflation stops at the first byte past it. What comes out never exceeds the limits.
 */
export function unpackZip(bytes: Uint8Array): UnpackedZip {
  const directory = readZipDirectory(bytes);
  if (!directory.ok || directory.entries.length === 0) return { ok: false, reason: 'damaged' };
  const { entries } = directory;
  const unpacked = entries.reduce((sum, entry) => sum + entry.unpackedSize, 0);
  const packed = entries.reduce((sum, entry) => sum + entry.packedSize, 0);
  const tooLarge =
    entries.length > ZIP_LIMITS.maxEntries ||
    unpacked > ZIP_LIMITS.maxUnpackedBytes ||
    unpacked > Math.max(packed, 1) * ZIP_LIMITS.maxRatio;
  if (tooLarge) return { ok: false, reason: 'too-large' };
  const out: UnpackedEntry[] = [];
  for (const entry of entries) {
    const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.packedSize);
    if (entry.method === 0) {
      if (entry.packedSize !== entry.unpackedSize) return { ok: false, reason: 'damaged' };
      out.push({ name: entry.name, content: data });
      continue;
    }
    if (entry.method !== 8) return { ok: false, reason: 'damaged' };
    const content = new Uint8Array(entry.unpackedSize);
    const inflated = inflateCapped(data, {
      cap: entry.unpackedSize,
      complete: true,
      take: (chunk, offset) => {
        content.set(chunk, offset);
      },
    });
    if (inflated.end === 'over-cap') return { ok: false, reason: 'too-large' };
    if (inflated.end !== 'ended' || inflated.size !== entry.unpackedSize) {
      return { ok: false, reason: 'damaged' };
    }
    out.push({ name: entry.name, content });
  }
  return { ok: true, entries: out };
}
