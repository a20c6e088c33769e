import { unzipSync } from 'fflate';

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

export type ZipCheck = { ok: true } | { ok: false; reason: 'damaged' | 'too-large' };

/**
 * Reads the archive's central directory only (every entry is filtered out, so nothing is
 * inflated) and checks the entry count and the sizes the entries declare. An entry that lies
 * about its size is caught later by the parse worker's memory limit.
 */
export function checkZipSizes(bytes: Uint8Array): ZipCheck {
  let entries = 0;
  let unpacked = 0;
  let packed = 0;
  try {
    unzipSync(bytes, {
      filter(file) {
        entries += 1;
        unpacked += file.originalSize;
        packed += file.size;
        return false;
      },
    });
  } catch {
    return { ok: false, reason: 'damaged' };
  }
  if (entries === 0) return { ok: false, reason: 'damaged' };
  const tooLarge =
    entries > ZIP_LIMITS.maxEntries ||
    unpacked > ZIP_LIMITS.maxUnpackedBytes ||
    unpacked > Math.max(packed, 1) * ZIP_LIMITS.maxRatio;
  return tooLarge ? { ok: false, reason: 'too-large' } : { ok: true };
}
