import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { SpareProcess } from './spare-process';

/** A process that waits on its channel, as a parse process waits for its job. */
function waitingProcess(): ChildProcess {
  return spawn(process.execPath, ['-e', 'process.on("message", () => {})'], {
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));

describe('SpareProcess', () => {
  const started: ChildProcess[] = [];
  const start = () => {
    const child = waitingProcess();
    started.push(child);
    return child;
  };
  afterEach(() => {
    for (const child of started.splice(0)) child.kill('SIGKILL');
  });

  it('starts the next process when refilled, not while a parse runs, and hands it out', () => {
    const spares = new SpareProcess(start);
    const first = spares.take();
    expect(started).toEqual([first]);
    // Taking one starts no other: it would take the CPU from the parse that just began.
    expect(started).toHaveLength(1);
    spares.refill();
    spares.refill();
    expect(started).toHaveLength(2);
    const second = spares.take();
    expect(second).toBe(started[1]);
    spares.close();
  });

  it('replaces a waiting process that died, and starts none once closed', async () => {
    const spares = new SpareProcess(start);
    spares.take();
    spares.refill();
    const waiting = started[1];
    if (!waiting) throw new Error('no process was waiting');
    waiting.kill('SIGKILL');
    await exited(waiting);
    const next = spares.take();
    expect(next).not.toBe(waiting);
    expect(next.exitCode).toBeNull();
    spares.refill();
    const spare = started[started.length - 1];
    spares.close();
    if (spare) await exited(spare);
    expect(spare?.signalCode).toBe('SIGKILL');
    const count = started.length;
    spares.take();
    spares.refill();
    expect(started).toHaveLength(count + 1);
  });
});
