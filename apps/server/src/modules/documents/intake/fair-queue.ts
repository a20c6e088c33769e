/** Why a job was refused rather than queued. */
export type QueueRefusal = 'owner-busy' | 'queue-full';

export class QueueFullError extends Error {
  constructor(readonly reason: QueueRefusal) {
    super(reason === 'owner-busy' ? 'This owner has as many jobs waiting as allowed' : 'Full');
    this.name = 'QueueFullError';
  }
}

export interface FairQueueLimits {
  /** Jobs running at once, across owners. */
  running: number;
  /** Jobs one owner may have waiting behind its running one. */
  waitingPerOwner: number;
  /** Jobs waiting across owners; past it, every new job is refused. */
  waitingTotal: number;
}

/**
 * Runs jobs with one running per owner at most, taking owners in turn: an owner with many jobs
 * waits behind everyone else's next one, so that one user's flood never stalls another user's
 * single job. Both queues are bounded; a job past a bound is refused at once, never held.
 */
export class FairQueue {
  private runningTotal = 0;
  private readonly runningOwners = new Set<string>();
  /** Waiting starters by owner; a Map keeps insertion order, which is the turn order. */
  private readonly waiting = new Map<string, (() => void)[]>();
  private waitingTotal = 0;

  constructor(private readonly limits: FairQueueLimits) {}

  run<T>(owner: string, job: () => Promise<T>): Promise<T> {
    if (this.canStart(owner)) return this.start(owner, job);
    const queue = this.waiting.get(owner) ?? [];
    if (queue.length >= this.limits.waitingPerOwner) {
      return Promise.reject(new QueueFullError('owner-busy'));
    }
    if (this.waitingTotal >= this.limits.waitingTotal) {
      return Promise.reject(new QueueFullError('queue-full'));
    }
    return new Promise<T>((resolve, reject) => {
      queue.push(() => {
        this.start(owner, job).then(resolve, reject);
      });
      this.waiting.set(owner, queue);
      this.waitingTotal += 1;
    });
  }

  /** Jobs waiting now, for tests and metrics. */
  get waitingCount(): number {
    return this.waitingTotal;
  }

  private canStart(owner: string): boolean {
    return this.runningTotal < this.limits.running && !this.runningOwners.has(owner);
  }

  private async start<T>(owner: string, job: () => Promise<T>): Promise<T> {
    this.runningTotal += 1;
    this.runningOwners.add(owner);
    try {
      return await job();
    } finally {
      this.runningTotal -= 1;
      this.runningOwners.delete(owner);
      // The owner that just had its turn goes to the back of the line.
      const queue = this.waiting.get(owner);
      if (queue) {
        this.waiting.delete(owner);
        this.waiting.set(owner, queue);
      }
      this.startNext();
    }
  }

  /** Starts the first owner in turn that may run, then moves that owner to the back. */
  private startNext(): void {
    for (const [owner, queue] of this.waiting) {
      if (this.runningTotal >= this.limits.running) return;
      if (!this.canStart(owner)) continue;
      const starter = queue.shift();
      this.waiting.delete(owner);
      if (queue.length > 0) this.waiting.set(owner, queue);
      if (!starter) continue;
      this.waitingTotal -= 1;
      starter();
    }
  }
}
