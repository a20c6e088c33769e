import { Worker } from 'node:worker_threads';
import pLimit from 'p-limit';
import { ChunkStream } from './chunk-stream';
import {
  CHUNKS_SENT,
  PARSE_STARTED,
  type ParseMessage,
  type StatementForStorage,
} from './parse-message';

export interface ParseJob {
  bytes: Uint8Array;
  fileName: string;
}

export interface ParseLimits {
  /**
   * A parse still running this long after its thread is ready is stopped. Starting the thread is
   * not counted: it is slower on a busy server and says nothing about the file.
   */
  timeMs: number;
  /** The parse thread's heap; a file that needs more is refused, and the server lives on. */
  heapMb: number;
  /** Parses at once; more uploads wait their turn, which bounds the server's memory. */
  concurrency: number;
}

/**
 * The parse thread's young generation: 16 MB rather than 32 takes 30 to 50 MB off the thread's
 * resident peak for a 10 MB statement, for about 0.1 s more on the XLSX (8 MB saves little more
 * and parses 5 to 10% slower).
 */
const YOUNG_GENERATION_MB = 16;

/** A thread that has not even started by then is stopped too. */
const THREAD_START_LIMIT_MS = 10_000;

export const DEFAULT_PARSE_LIMITS: ParseLimits = { timeMs: 10_000, heapMb: 256, concurrency: 2 };

/** Why a parse thread gave no answer; the parser's own refusals are ParseMessage values. */
export type WorkerFailure = 'timed-out' | 'out-of-memory' | 'crashed';

export const WORKER_FAILURE_MESSAGES: Record<WorkerFailure, string> = {
  'timed-out':
    'This file took too long to read, so we stopped. Please export the statement again, or as a CSV.',
  'out-of-memory':
    'This file needs far more memory to read than a bank statement does, so we stopped.',
  crashed: 'Something went wrong while reading this file. Please try again.',
};

/**
 * The parse's answer: a refusal, a failure of the thread, or the statement's summary with its
 * chunks still arriving (a thread that stops while sending them fails the chunks' reading).
 */
export type ParseOutcome =
  | Exclude<ParseMessage, { ok: true } | { chunk: unknown } | typeof CHUNKS_SENT>
  | ({ ok: true } & StatementForStorage)
  | { ok: false; failure: WorkerFailure };

export type StatementParser = (job: ParseJob) => Promise<ParseOutcome>;

/**
 * Parses each statement in a thread of its own, with a time limit and a heap limit, so a
 * hostile file costs one thread, never the server.
 */
export function createStatementParser(limits: ParseLimits = DEFAULT_PARSE_LIMITS): StatementParser {
  const limit = pLimit(limits.concurrency);
  const script = workerScript();
  // The answer comes with the summary; the concurrency slot is held until the last chunk is sent.
  return (job) =>
    new Promise((answer, reject) => {
      // A thread that cannot even be created (no memory for it, say) fails this upload alone.
      limit(() => runWorker(script, job, limits, answer)).catch(reject);
    });
}

type WorkerScript = { entry: URL; eval: false } | { entry: string; eval: true };

/**
 * The built server has the bundled thread entry beside main.js. From source (tests, development)
 * the entry is TypeScript, which Node 20 threads cannot load even under `--import tsx` (loader
 * hooks do not reach them), so a one-line bootstrap loads it through tsx's API.
 */
function workerScript(): WorkerScript {
  if (!import.meta.url.endsWith('.ts')) {
    return { entry: new URL('./parse-worker.js', import.meta.url), eval: false };
  }
  const source = JSON.stringify(new URL('./parse-worker.ts', import.meta.url).href);
  return {
    entry: `import('tsx/esm/api').then(({ tsImport }) => tsImport(${source}, ${source}));`,
    eval: true,
  };
}

function runWorker(
  script: WorkerScript,
  job: ParseJob,
  limits: ParseLimits,
  answer: (outcome: ParseOutcome) => void,
): Promise<void> {
  return new Promise((done) => {
    let answered = false;
    let finished = false;
    const chunks = new ChunkStream();
    const worker = new Worker(script.entry, {
      eval: script.eval,
      workerData: job,
      resourceLimits: {
        maxOldGenerationSizeMb: limits.heapMb,
        maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
      },
    });
    const reply = (outcome: ParseOutcome) => {
      if (answered) return;
      answered = true;
      answer(outcome);
    };
    const finish = (failure?: WorkerFailure) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      if (failure && !answered) reply({ ok: false, failure });
      else if (failure) chunks.fail(failure);
      else chunks.end();
      void worker.terminate();
      done();
    };
    const timeOut = (ms: number) =>
      setTimeout(() => {
        finish('timed-out');
      }, ms);
    let timer = timeOut(THREAD_START_LIMIT_MS);
    worker.on('message', (message: ParseMessage | typeof PARSE_STARTED) => {
      if (message === PARSE_STARTED) {
        clearTimeout(timer);
        timer = timeOut(limits.timeMs);
      } else if (message === CHUNKS_SENT) {
        finish();
      } else if ('chunk' in message) {
        chunks.push(message.chunk);
      } else if (message.ok) {
        reply({ ok: true, statement: message.statement, chunks });
      } else {
        reply(message);
        finish();
      }
    });
    worker.once('error', (error: Error & { code?: string }) => {
      finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out-of-memory' : 'crashed');
    });
    worker.once('exit', () => {
      finish('crashed');
    });
  });
}
