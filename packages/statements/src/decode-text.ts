import { detect } from 'chardet';
import iconv from 'iconv-lite';
import { likelierLatinCodePage } from './latin-code-page';

export type DecodedText =
  { ok: true; text: string; encoding: string } | { ok: false; reason: 'binary' | 'unreadable' };

/** Single-byte and legacy encodings we accept from chardet's guesses. */
const LEGACY_ENCODINGS = new Set([
  'windows-1250',
  'windows-1251',
  'windows-1252',
  'windows-1253',
  'windows-1254',
  'windows-1257',
  'iso-8859-2',
  'iso-8859-5',
  'iso-8859-7',
  'iso-8859-9',
  'iso-8859-15',
  'koi8-r',
  'shift_jis',
  'euc-jp',
  'euc-kr',
  'big5',
  'gb18030',
]);

/**
 * Turns bytes into text: a byte-order mark wins (UTF-8, UTF-16LE/BE), then UTF-16 without a mark
 * (told by its zero bytes), then strict UTF-8, then chardet's best legacy guess decoded by
 * iconv-lite (ISO-8859-1 is read as its superset Windows-1252, as browsers do). Between the
 * Western and Central European code pages, which chardet confuses, the accented letters decide.
 * Text with many control characters is binary, not a statement.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  const marked = markedEncoding(bytes);
  // Strict UTF-8 both checks and decodes, so valid UTF-8 (most files) is decoded once.
  const utf8 = marked ? null : strictUtf8(bytes);
  const encoding = marked ?? (utf8 === null ? legacyEncoding(bytes) : 'utf-8');
  let text: string;
  try {
    text = utf8 ?? decodeAs(bytes, encoding);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (looksBinary(text)) return { ok: false, reason: 'binary' };
  return { ok: true, text, encoding };
}

/** An encoding the bytes announce: a byte-order mark, or UTF-16's zero bytes. */
function markedEncoding(bytes: Uint8Array): string | null {
  const [b0, b1, b2] = [bytes[0], bytes[1], bytes[2]];
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return 'utf-8';
  if (b0 === 0xff && b1 === 0xfe) return 'utf-16le';
  if (b0 === 0xfe && b1 === 0xff) return 'utf-16be';
  return utf16WithoutMark(bytes);
}

function legacyEncoding(bytes: Uint8Array): string {
  const guess = detect(bytes.subarray(0, 65536))?.toLowerCase();
  return likelierLatinCodePage(
    bytes,
    guess && LEGACY_ENCODINGS.has(guess) ? guess : 'windows-1252',
  );
}

function decodeAs(bytes: Uint8Array, encoding: string): string {
  if (encoding === 'utf-8') return new TextDecoder('utf-8').decode(bytes);
  if (encoding === 'utf-16le' || encoding === 'utf-16be') {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  }
  return iconv.decode(bytes, encoding);
}

/** The text when the bytes are valid UTF-8, else null. */
function strictUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** ASCII-heavy UTF-16 has a zero in every other byte: even positions for BE, odd for LE. */
function utf16WithoutMark(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const sample = Math.min(bytes.length - (bytes.length % 2), 4096);
  if (sample < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) evenZeros += 1;
    if (bytes[i + 1] === 0) oddZeros += 1;
  }
  const pairs = sample / 2;
  if (oddZeros > pairs * 0.6 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (evenZeros > pairs * 0.6 && oddZeros < pairs * 0.05) return 'utf-16be';
  return null;
}

function looksBinary(text: string): boolean {
  const sample = text.length > 65536 ? text.slice(0, 65536) : text;
  let control = 0;
  for (let i = 0; i < sample.length; i += 1) {
    const code = sample.charCodeAt(i);
    const whitespace = code === 9 || code === 10 || code === 12 || code === 13;
    if ((code < 32 && !whitespace) || code === 0x7f || code === 0xfffd) control += 1;
  }
  return control > Math.max(1, sample.length * 0.01);
}
