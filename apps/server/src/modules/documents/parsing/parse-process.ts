import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { readChunkFile } from './chunk-files';
import { ChunkStream } from './chunk-stream';
import { CHUNKS_SENT, PARSE_STARTED, type ParseMessage } from './parse-message';
import { residentMb } from './resident-memory';
import { WARM_UP_FLAG } from './warm-up';
import type { ParseJob, ParseLimits, ParseOutcome, WorkerFailure } from './statement-parser';

/**
 * The parse process's young generation: semi-spaces of 16 MB. Smaller ones (5 MB) took 15 to
 * 40 MB off the parse's resident peak but cost a 10 MB XLSX 0.3 s and a 10 MB CSV 0.1 s in
 * garbage collection; the process's memory is its own, bounded by the watchdog below.
 */
const SEMI_SPACE_MB = 16;

/**
 * Parses run at a lower scheduling priority than the server (a niceness of 10): a parse is a
 * batch of work measured in seconds, a page or an answer is measured in milliseconds, and on a
 * machine with few cores the kernel otherwise shares them evenly between the two.
 */
const PARSE_NICENESS = 10;

/** A process that has not even started by then is stopped too. */
const START_LIMIT_MS = 10_000;

/** How often the parse's resident memory is read: a few reads of /proc a second cost nothing. */
const WATCH_INTERVAL_MS = 100;

/** What V8 prints when a heap limit is reached, before it aborts the process. */
const HEAP_EXHAUSTED = /heap out of memory|Reached heap limit/;

/** Enough of the process's error output to recognise V8's last words. */
const STDERR_KEPT = 4096;

export interface ParseScript {
  entry: string;
  execArgv: string[];
  /** Whether each process reads a made-up statement while it waits (warm-up.ts). */
  warmUp: boolean;
}

/**
 * The built server has the bundled entry beside main.js, and warms each process up. From source
 * (tests, development) the entry is TypeScript, which the process loads through tsx's loader,
 * and the processes start cold: the warm-up's CPU on every one of the test suites' uploads would
 * buy nothing there.
 */
export function parseScript(): ParseScript {
  if (!import.meta.url.endsWith('.ts')) {
    return {
      entry: fileURLToPath(new URL('./parse-worker.js', import.meta.url)),
      execArgv: [],
      warmUp: true,
    };
  }
  return {
    entry: fileURLToPath(new URL('./parse-worker.ts', import.meta.url)),
    execArgv: ['--import', 'tsx'],
    warmUp: false,
  };
}

/**
 * Parses one file in a process of its own, and settles once the process is gone. The heap is
 * limited by V8; everything else the parse holds (inflated streams, SheetJS's and pdf.js's
 * buffers) only by the watchdog, which kills the process once its resident memory passes
 * `limits.residentMb`. Either way the server loses nothing but the process.
 * Throws when the job cannot be sent (it cannot be serialised), with the process stopped.
 */
export function runParse(
  child: ChildProcess,
  job: ParseJob,
  limits: ParseLimits,
  answer: (outcome: ParseOutcome) => void,
): Promise<void> {
  try {
    child.send(job);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return new Promise((done) => {
    watch(child, limits, answer, done);
  });
}

/** Starts a parse process, which waits for its one job. */
export function startParseProcess(script: ParseScript, limits: ParseLimits): ChildProcess {
  const child = fork(script.entry, script.warmUp ? [WARM_UP_FLAG] : [], {
    execArgv: [
      ...script.execArgv,
      `--max-old-space-size=${String(limits.heapMb)}`,
      `--max-semi-space-size=${String(SEMI_SPACE_MB)}`,
    ],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  lowerPriority(child);
  return child;
}

/** Where the system refuses (a locked-down container), the parse simply runs at normal priority. */
function lowerPriority(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    setPriority(child.pid, PARSE_NICENESS);
  } catch {
    return;
  }
}

function watch(
  child: ChildProcess,
  limits: ParseLimits,
  answer: (outcome: ParseOutcome) => void,
  done: () => void,
): void {
  let answered = false;
  let finished = false;
  let stderr = '';
  const chunks = new ChunkStream();
  const reply = (outcome: ParseOutcome) => {
    if (answered) return;
    answered = true;
    answer(outcome);
  };
  const finish = (failure?: WorkerFailure) => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    clearInterval(watchdog);
    if (failure && !answered) reply({ ok: false, failure });
    else if (failure) chunks.fail(failure);
    else chunks.end();
    child.kill('SIGKILL');
    done();
  };
  const timeOut = (ms: number) =>
    setTimeout(() => {
      finish('timed-out');
    }, ms);
  let timer = timeOut(START_LIMIT_MS);
  const watchdog = setInterval(() => {
    const resident = child.pid === undefined ? null : residentMb(child.pid);
    if (resident !== null && resident > limits.residentMb) finish('out-of-memory');
  }, WATCH_INTERVAL_MS);
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (text: string) => {
    stderr = (stderr + text).slice(-STDERR_KEPT);
  });
  child.on('message', (message: ParseMessage | typeof PARSE_STARTED) => {
    if (message === PARSE_STARTED) {
      clearTimeout(timer);
      timer = timeOut(limits.timeMs);
    } else if (message === CHUNKS_SENT) {
      finish();
    } else if ('chunkAt' in message) {
      chunks.push(readChunkFile(message.chunkAt));
    } else if (message.ok) {
      reply({ ok: true, statement: message.statement, chunks });
    } else {
      reply(message);
      finish();
    }
  });
  child.once('error', () => {
    finish('crashed');
  });
  // 'close' comes after the last message and the end of the error output: a process that
  // ends without its last message failed, and V8 says so there when it ran out of heap.
  child.once('close', () => {
    finish(HEAP_EXHAUSTED.test(stderr) ? 'out-of-memory' : 'crashed');
  });
}
