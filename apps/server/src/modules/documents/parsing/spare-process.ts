import type { ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';

/**
 * One parse process started ahead of need: starting Node.js and loading the statement readers
 * takes about 0.2 s, most of a typical upload's time. Each process still parses one file only,
 * so no file sees another's memory. The waiting process keeps neither the event loop nor the
 * server's shutdown waiting, and a process that dies while waiting is simply replaced.
 *
 * The next one starts when the parser calls `refill`, once a parse has answered, not when one is
 * taken: started beside a 10 MB parse, its start-up and warm-up took the second core from the
 * server and made that parse 0.3 to 0.5 s slower (BENCHMARKS.md).
 */
export class SpareProcess {
  private spare: ChildProcess | null = null;
  private closed = false;

  constructor(private readonly start: () => ChildProcess) {}

  /** A started process: the waiting one when it is alive, else a new one. */
  take(): ChildProcess {
    const waiting = this.spare;
    this.spare = null;
    const child = waiting && isAlive(waiting) ? waiting : this.start();
    holdsServer(child, true);
    return child;
  }

  /** Starts the next waiting process, unless one waits already or the parser has closed. */
  refill(): void {
    if (this.closed || this.spare) return;
    const child = this.start();
    holdsServer(child, false);
    child.once('exit', () => {
      if (this.spare === child) this.spare = null;
    });
    this.spare = child;
  }

  /** Stops the waiting process, and starts no other. */
  close(): void {
    this.closed = true;
    this.spare?.kill('SIGKILL');
    this.spare = null;
  }
}

function isAlive(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null && child.connected;
}

/** Whether the process, its channel and its error output keep the server's event loop alive. */
function holdsServer(child: ChildProcess, hold: boolean): void {
  const stderr = child.stderr as Socket | null;
  if (hold) {
    child.ref();
    child.channel?.ref();
    stderr?.ref();
  } else {
    child.unref();
    child.channel?.unref();
    stderr?.unref();
  }
}
