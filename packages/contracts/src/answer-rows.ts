import { z } from 'zod';

/**
 * A set of a statement's row positions, kept compact: runs of consecutive positions as
 * `[first, last, first, last, …]`, or, when the runs would take more room, one bit per position
 * from `from` on (base64). Either way a 225,000-row statement's set stays under 40 KB, whatever
 * rows it holds: "list all transactions" is one run, every other row a bitmap.
 */
export const RowSet = z.union([
  z.strictObject({ runs: z.array(z.number().int().nonnegative()) }),
  z.strictObject({ from: z.number().int().nonnegative(), bitmap: z.base64() }),
]);
export type RowSet = z.infer<typeof RowSet>;

/**
 * Every row an answer rests on, kept with the answer so that its download gives exactly those:
 * in a statement's chat its positions; in the all-statements chat each statement's by file name
 * (a row several statements share is kept from the one it was counted from). `question` titles
 * the download.
 */
export const AnswerRows = z.strictObject({
  question: z.string(),
  count: z.number().int().nonnegative(),
  statements: z.array(z.strictObject({ file: z.string(), positions: RowSet })),
});
export type AnswerRows = z.infer<typeof AnswerRows>;

/** A run costs two numbers of about seven characters; a position in a bitmap, a sixth of one. */
const RUN_CHARACTERS = 14;
const BITMAP_CHARACTERS_PER_POSITION = 1 / 6;

/** The positions (any order, no repeats needed) as the smaller of runs and a bitmap. */
export function encodeRowSet(positions: Iterable<number>): RowSet {
  const sorted = [...new Set(positions)].sort((a, b) => a - b);
  const runs: number[] = [];
  for (const position of sorted) {
    if (runs.length > 0 && runs[runs.length - 1] === position - 1) {
      runs[runs.length - 1] = position;
    } else {
      runs.push(position, position);
    }
  }
  const first = sorted[0] ?? 0;
  const span = (sorted[sorted.length - 1] ?? 0) - first + 1;
  if ((runs.length / 2) * RUN_CHARACTERS <= span * BITMAP_CHARACTERS_PER_POSITION) return { runs };
  const bits = new Uint8Array(Math.ceil(span / 8));
  for (const position of sorted) {
    const offset = position - first;
    bits[offset >> 3] = (bits[offset >> 3] ?? 0) | (1 << (offset & 7));
  }
  return { from: first, bitmap: toBase64(bits) };
}

/** Every position of the set, in order. */
export function decodeRowSet(set: RowSet): number[] {
  const positions: number[] = [];
  if ('runs' in set) {
    for (let index = 0; index + 1 < set.runs.length; index += 2) {
      for (let position = set.runs[index] ?? 0; position <= (set.runs[index + 1] ?? -1); position++)
        positions.push(position);
    }
    return positions;
  }
  const bits = fromBase64(set.bitmap);
  bits.forEach((byte, index) => {
    for (let bit = 0; bit < 8; bit++) {
      if (byte & (1 << bit)) positions.push(set.from + index * 8 + bit);
    }
  });
  return positions;
}

// btoa and atob exist in browsers and in Node alike; they take one character per byte.
function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return btoa(text);
}

function fromBase64(base64: string): Uint8Array {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes;
}
