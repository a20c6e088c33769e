import pLimit from 'p-limit';
import type { ReadingChoice } from '@sheetwise/contracts';
import type { LayoutCurrency } from '@sheetwise/statements';
import type { CHUNKS_SENT, ParseMessage, StatementForStorage } from './parse-message';
import { parseScript, runParse, startParseProcess } from './parse-process';
import { SpareProcess } from './spare-process';
import type { SpooledLocation } from '../intake/upload-spool';

export interface ParseJob {
  /**
   * The file's bytes, or where the upload spool keeps it: the parse process then reads it
   * itself, which spared a 10 MB upload 0.2 s in the process's message channel.
   */
  file: Uint8Array | SpooledLocation;
  fileName: string;
  /** A protected PDF's password: it crosses to the parse process in the job and ends there. */
  password?: string;
  /** The person's reading of the file's columns, given with this upload. */
  reading?: ReadingChoice;
  /** The user's readings of earlier layouts: the parse applies one that fits the file. */
  remembered?: ReadingChoice[];
  /** Currencies the user gave earlier layouts: used for this file when it names none. */
  currencies?: LayoutCurrency[];
}

export interface ParseLimits {
  /**
   * A parse still running this long after its process is ready is stopped. Starting the process
   * is not counted: it is slower on a busy server and says nothing about the file.
   */
  timeMs: number;
  /** The parse process's heap; a file that needs more is refused, and the server lives on. */
  heapMb: number;
  /**
   * The parse process's resident memory, read every 100 ms: what the heap limit does not cover
   * (inflated streams, the readers' buffers) counts here. A 10 MB statement peaks near 300 MB.
   */
  residentMb: number;
  /** Parses at once; more uploads wait their turn, which bounds the server's memory. */
  concurrency: number;
}

export const DEFAULT_PARSE_LIMITS: ParseLimits = {
  timeMs: 10_000,
  heapMb: 256,
  residentMb: 700,
  concurrency: 2,
};

/** Why a parse process gave no answer; the parser's own refusals are ParseMessage values. */
export type WorkerFailure = 'timed-out' | 'out-of-memory' | 'crashed';

export const WORKER_FAILURE_MESSAGES: Record<WorkerFailure, string> = {
  'timed-out':
    'This file took too long to read, so we stopped. Please export the statement again, or as a CSV.',
  'out-of-memory':
    'This file needs far more memory to read than a bank statement does, so we stopped.',
  crashed: 'Something went wrong while reading this file. Please try again.',
};

/**
 * The parse's answer: a refusal, a failure of the process, or the statement's summary with its
 * chunks still arriving (a process that stops while sending them fails the chunks' reading).
 */
export type ParseOutcome =
  | Exclude<ParseMessage, { ok: true } | { chunkAt: unknown } | typeof CHUNKS_SENT>
  | ({ ok: true } & StatementForStorage)
  | { ok: false; failure: WorkerFailure };

export type StatementParser = ((job: ParseJob) => Promise<ParseOutcome>) & {
  /** Starts the process the first job will take, so that it does not wait for one to start. */
  prepare?: () => void;
  /** Stops what the parser keeps running between jobs (the waiting parse process). */
  close?: () => void;
};

/**
 * Parses each statement in a process of its own, with a time limit, a heap limit and a limit on
 * its resident memory, so a hostile file costs one process, never the server.
 */
export function createStatementParser(limits: ParseLimits = DEFAULT_PARSE_LIMITS): StatementParser {
  const limit = pLimit(limits.concurrency);
  const script = parseScript();
  const spare = new SpareProcess(() => startParseProcess(script, limits));
  // The answer comes with the summary; the concurrency slot is held until the last chunk is sent.
  // A parse running alone gets the next process started after its answer, when its work is
  // done, so that starting one does not take its CPU. When parses overlap, uploads are arriving
  // faster than that: the next one starts at once, for the upload that follows (under forty
  // users' load, starting it only after the answer cut throughput by a tenth).
  const parse: StatementParser = (job) =>
    new Promise((answer, reject) => {
      const answerAndRefill = (outcome: ParseOutcome) => {
        spare.refill();
        answer(outcome);
      };
      const start = () => {
        const child = spare.take();
        if (limit.activeCount > 1) spare.refill();
        return runParse(child, job, limits, answerAndRefill);
      };
      // A job that cannot be sent to its process fails this upload alone.
      limit(start).catch(reject);
    });
  parse.prepare = () => {
    spare.refill();
  };
  parse.close = () => {
    spare.close();
  };
  return parse;
}
