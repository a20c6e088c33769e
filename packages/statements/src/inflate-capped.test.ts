import { describe, expect, it } from 'vitest';
import { inflateCapped } from './inflate-capped';
import { MiB, repeatedDeflate } from './test-support/hostile-files';

const piece = new TextEncoder().encode('<row><c><v>1</v></c></row>'.repeat(40_000));

describe('inflating with a running cap', () => {
  it('gives every byte of a stream within the cap, and says it ended', () => {
    const data = repeatedDeflate(piece, 3);
    const out = new Uint8Array(piece.length * 3);
    const result = inflateCapped(data, {
      cap: out.length,
      complete: true,
      take: (chunk, offset) => {
        out.set(chunk, offset);
      },
    });
    expect(result).toEqual({ end: 'ended', size: out.length });
    expect(Buffer.from(out.subarray(piece.length * 2)).equals(piece)).toBe(true);
  });

  // Inflating the whole gigabyte would run past the test's time limit.
  it('stops a gigabyte stream within one slice of its cap', { timeout: 30_000 }, () => {
    const data = repeatedDeflate(new Uint8Array(MiB), 1024);
    let taken = 0;
    const result = inflateCapped(data, {
      cap: 5 * MiB,
      complete: true,
      take: (chunk) => (taken += chunk.length),
    });
    expect(result.end).toBe('over-cap');
    expect(taken).toBeLessThanOrEqual(5 * MiB);
    expect(result.size).toBeLessThan(5 * MiB + 66 * MiB);
  });

  it('stops at the end of the stream when more input follows it', () => {
    const data = repeatedDeflate(piece, 2);
    const followed = new Uint8Array(data.length + 5 * MiB);
    followed.set(data);
    expect(inflateCapped(followed, { cap: 64 * MiB, complete: false })).toEqual({
      end: 'ended',
      size: piece.length * 2,
    });
  });

  it('tells a cut stream from a damaged one', () => {
    const cut = repeatedDeflate(piece, 2).subarray(0, 200);
    expect(inflateCapped(cut, { cap: MiB * 64, complete: false }).end).toBe('input-ended');
    expect(inflateCapped(cut, { cap: MiB * 64, complete: true }).end).toBe('damaged');
    expect(inflateCapped(Uint8Array.of(0xff, 0xff, 0xff), { cap: 10, complete: false }).end).toBe(
      'damaged',
    );
  });
});
