import { fail } from '../errors';
import type { ParseResult } from '../types';

const AGAIN = 'The file may be damaged or changed: please download it again from your bank.';

/**
 * A bank export that breaks its own format. A machine wrote it, so a value it cannot have written
 * means the file was damaged or edited: we refuse it whole, naming the place, rather than leave a
 * transaction out and hand back totals that are silently wrong.
 */
export function damaged(problem: string): ParseResult {
  return fail('damaged-file', `${problem} ${AGAIN}`);
}

/** Quotes a value from the file for a message, cut short and with its control characters gone. */
export function quote(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what we take out
  const clean = value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return `“${clean.length > 40 ? `${clean.slice(0, 40)}…` : clean}”`;
}

/**
 * A problem found deep inside a reader (the amount of the 900th line), thrown to the reader's
 * edge by `guarded` and returned there as a value: it never leaves the reader.
 */
export class ExportProblem extends Error {}

/** Runs a reader, turning an ExportProblem into a damaged-file result. */
export function guarded(read: () => ParseResult): ParseResult {
  try {
    return read();
  } catch (error) {
    if (error instanceof ExportProblem) return damaged(error.message);
    throw error;
  }
}
