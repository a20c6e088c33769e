import { describe, expect, it } from 'vitest';
import { FairQueue, QueueFullError } from './fair-queue';

/** A job that runs until released, recording when it started. */
function gate(started: string[], name: string) {
  let release: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    job: async () => {
      started.push(name);
      await done;
      return name;
    },
    release: () => {
      release();
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('FairQueue', () => {
  it('runs one job per owner at a time, and another owner’s job before a flooder’s next', async () => {
    const queue = new FairQueue({ running: 2, waitingPerOwner: 5, waitingTotal: 20 });
    const started: string[] = [];
    const flood = [1, 2, 3].map((i) => gate(started, `a${i}`));
    const results = flood.map((g) => queue.run('ada', g.job));
    const bob = gate(started, 'b1');
    const bobResult = queue.run('bob', bob.job);
    await settle();
    // Ada's second job waits although a slot is free: one running per owner.
    expect(started).toEqual(['a1', 'b1']);
    bob.release();
    expect(await bobResult).toBe('b1');
    flood[0]?.release();
    await settle();
    expect(started).toEqual(['a1', 'b1', 'a2']);
    flood[1]?.release();
    flood[2]?.release();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'a3']);
  });

  it('takes owners in turn when a slot frees, the one that just ran last', async () => {
    const queue = new FairQueue({ running: 1, waitingPerOwner: 5, waitingTotal: 20 });
    const started: string[] = [];
    const gates = ['a1', 'a2', 'a3', 'b1', 'c1'].map((name) => gate(started, name));
    const owners = ['ada', 'ada', 'ada', 'bob', 'cy'];
    const results = gates.map((g, i) => queue.run(owners[i] ?? '', g.job));
    for (const g of gates) {
      await settle();
      g.release();
    }
    await Promise.all(results);
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'a3']);
  });

  it('refuses past the bound for one owner, and past the bound for all', async () => {
    const queue = new FairQueue({ running: 1, waitingPerOwner: 1, waitingTotal: 2 });
    const started: string[] = [];
    const first = gate(started, 'a1');
    void queue.run('ada', first.job);
    void queue.run('ada', gate(started, 'a2').job);
    await expect(queue.run('ada', gate(started, 'a3').job)).rejects.toEqual(
      new QueueFullError('owner-busy'),
    );
    void queue.run('bob', gate(started, 'b1').job);
    await expect(queue.run('cy', gate(started, 'c1').job)).rejects.toMatchObject({
      reason: 'queue-full',
    });
    expect(queue.waitingCount).toBe(2);
  });

  it('frees the slot of a job that fails', async () => {
    const queue = new FairQueue({ running: 1, waitingPerOwner: 1, waitingTotal: 2 });
    await expect(queue.run('ada', () => Promise.reject(new Error('bad file')))).rejects.toThrow(
      'bad file',
    );
    expect(await queue.run('ada', () => Promise.resolve('next'))).toBe('next');
  });
});
