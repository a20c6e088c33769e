import { inflateCapped } from '../inflate-capped';

/**
 * What a PDF's compressed streams may inflate to, all together, before pdf.js opens it. pdf.js
 * inflates a stream whole into one growing buffer when it reads it, outside any heap limit:
 * a 3 MB file whose page content inflated to 1 GiB took 2.2 GB. A statement's page contents,
 * fonts and object streams come to a few megabytes, even over a hundred pages.
 */
export const PDF_LIMITS = { maxInflatedBytes: 64 * 1024 * 1024 } as const;

/** The `stream` keyword and the end of its line, where pdf.js starts reading a stream's data. */
const STREAM_START = /(?<!end)stream[^\r\n]*(?:\r\n?|\n)/g;
/** How far back from a stream to look for the start of its object's dictionary. */
const DICTIONARY_REACH = 4096;
/** Images are left out: reading text never decodes them, and a statement may carry large ones. */
const IMAGE = /\/Subtype\s*\/Image\b/;

/**
 * Inflates every stream of the file that starts as zlib data (the Flate filter's), from its
 * start to its end or to the end of the file, the most pdf.js could read from it, and adds up
 * what comes out. False when the total passes the limit; nothing inflated is kept.
 */
export function streamsWithinLimits(bytes: Uint8Array): boolean {
  // windows-1252 gives one UTF-16 unit per byte, so offsets in the text are offsets in the file.
  const text = new TextDecoder('windows-1252').decode(bytes);
  let total = 0;
  for (const match of text.matchAll(STREAM_START)) {
    const start = match.index + match[0].length;
    if (!isZlib(bytes, start) || isImage(text, match.index)) continue;
    const inflated = inflateCapped(bytes.subarray(start + 2), {
      cap: PDF_LIMITS.maxInflatedBytes - total,
      complete: false,
    });
    if (inflated.end === 'over-cap') return false;
    total += inflated.size;
  }
  return true;
}

/** A zlib header pdf.js accepts: deflate, a valid check, no preset dictionary. */
function isZlib(bytes: Uint8Array, at: number): boolean {
  const method = bytes[at];
  const flags = bytes[at + 1];
  if (method === undefined || flags === undefined) return false;
  return (method & 0x0f) === 8 && ((method << 8) | flags) % 31 === 0 && (flags & 0x20) === 0;
}

function isImage(text: string, streamAt: number): boolean {
  const before = text.slice(Math.max(0, streamAt - DICTIONARY_REACH), streamAt);
  const dictionary = before.slice(before.lastIndexOf('obj') + 1);
  return IMAGE.test(dictionary);
}
