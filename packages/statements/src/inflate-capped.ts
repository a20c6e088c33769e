import { Inflate } from 'fflate';

/**
 * The input is fed 64 KB at a time and the total checked after each. Deflate's best case is a
 * 258-byte match in two bits, 1,032 bytes out per byte in, so one slice gives at most 66 MB:
 * the most that can exist past the cap, for a moment, before it is dropped. Smaller slices
 * bound that tighter but cost time on every real workbook (16 KB slices inflated a 23 MB
 * sheet in 0.27 to 0.41 s against 0.16 to 0.22 s; 64 KB is as fast as inflating in one go).
 */
const SLICE = 64 * 1024;

/**
 * How an inflation stopped: the deflate stream ended; the input ran out first; more than `cap`
 * bytes came out (nothing past the cap is kept); or the data is not valid deflate.
 */
export type InflateEnd = 'ended' | 'input-ended' | 'over-cap' | 'damaged';

export interface CappedInflate {
  end: InflateEnd;
  /** Bytes that came out, the last slice's included when it went over the cap. */
  size: number;
}

export interface InflateOptions {
  /** The most bytes that may come out; one more and the inflation stops. */
  cap: number;
  /** The input holds the whole stream: running out before its end makes it damaged. */
  complete: boolean;
  /** Receives each piece of output, at its offset, while the total is within the cap. */
  take?: (chunk: Uint8Array, offset: number) => void;
}

/** fflate's stream state; `f` set with no table `l` pending means the final block has ended. */
interface InflateState {
  f?: number;
  l?: unknown;
}

/**
 * Inflates raw deflate data a slice at a time, so that the output stops growing one slice past
 * `cap` however the stream lies, and stops at the stream's end: the input may run on past it (a PDF's
 * stream is inflated from its start to the end of the file, the most any reader could take).
 */
export function inflateCapped(input: Uint8Array, options: InflateOptions): CappedInflate {
  const { cap, complete, take } = options;
  // An object, not two variables: the callback changes it during push().
  const out = { size: 0, over: false };
  const inflater = new Inflate((chunk) => {
    if (out.over || out.size + chunk.length > cap) out.over = true;
    else take?.(chunk, out.size);
    out.size += chunk.length;
  });
  // fflate 0.8 keeps its state here (the version is pinned); without it, the end of a stream
  // could only be found by feeding it the rest of the input.
  const state = (inflater as unknown as { s: InflateState }).s;
  let offset = 0;
  try {
    while (offset < input.length) {
      const end = Math.min(input.length, offset + SLICE);
      inflater.push(input.subarray(offset, end), complete && end === input.length);
      offset = end;
      if (out.over) return { end: 'over-cap', size: out.size };
      if (state.f && !state.l) return { end: 'ended', size: out.size };
    }
  } catch {
    return { end: 'damaged', size: out.size };
  }
  return { end: complete && input.length > 0 ? 'damaged' : 'input-ended', size: out.size };
}
