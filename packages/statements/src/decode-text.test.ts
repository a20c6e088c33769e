import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text';

const SAMPLE = 'Datum;Empfänger;Betrag\n10.10.2017;Café Müller;-98,76\n';

function decoded(bytes: Uint8Array) {
  const result = decodeText(bytes);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

describe('decodeText', () => {
  it('reads UTF-8 with and without a byte-order mark', () => {
    const plain = new TextEncoder().encode(SAMPLE);
    expect(decoded(plain)).toEqual({ ok: true, text: SAMPLE, encoding: 'utf-8' });
    const marked = new Uint8Array([0xef, 0xbb, 0xbf, ...plain]);
    expect(decoded(marked).text).toBe(SAMPLE);
  });

  it('reads UTF-16 little- and big-endian, with a mark or told by its zero bytes', () => {
    const le = new Uint8Array(iconv.encode(SAMPLE, 'utf-16le'));
    const be = new Uint8Array(iconv.encode(SAMPLE, 'utf-16be'));
    expect(decoded(new Uint8Array([0xff, 0xfe, ...le]))).toMatchObject({
      text: SAMPLE,
      encoding: 'utf-16le',
    });
    expect(decoded(new Uint8Array([0xfe, 0xff, ...be]))).toMatchObject({
      text: SAMPLE,
      encoding: 'utf-16be',
    });
    expect(decoded(le)).toMatchObject({ text: SAMPLE, encoding: 'utf-16le' });
    expect(decoded(be)).toMatchObject({ text: SAMPLE, encoding: 'utf-16be' });
  });

  it('reads Windows-1252 and Latin-1 text that is not valid UTF-8', () => {
    const latin = new Uint8Array(iconv.encode(SAMPLE.repeat(5), 'latin1'));
    expect(decoded(latin).text).toBe(SAMPLE.repeat(5));
    const windows = new Uint8Array(
      iconv.encode('Date,Description\n01/02/2024,€5 “smart” café\n', 'win1252'),
    );
    expect(decoded(windows).text).toContain('€5 “smart” café');
  });

  it('calls binary data binary', () => {
    const junk = new Uint8Array(2048).map((_, i) => (i * 7919 + 13) % 256);
    expect(decodeText(junk)).toEqual({ ok: false, reason: 'binary' });
    expect(decodeText(new Uint8Array([0x41, 0, 0, 0, 0x42, 1, 2, 3]))).toEqual({
      ok: false,
      reason: 'binary',
    });
  });
});
