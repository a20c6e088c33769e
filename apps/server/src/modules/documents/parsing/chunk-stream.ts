import type { TransactionChunk } from '../transaction-chunks';
import type { WorkerFailure } from './statement-parser';

/** A parse process that stopped after its summary, before its last chunk. */
export class ParseInterrupted extends Error {
  constructor(readonly failure: WorkerFailure) {
    super(`The parse process stopped before sending every chunk: ${failure}`);
    this.name = 'ParseInterrupted';
  }
}

/**
 * A statement's chunks as its parse process sends them, read once, in order, as they arrive.
 * Reading waits for the next chunk; it ends after the last, or throws ParseInterrupted when the
 * process stopped first, so that whoever was storing the chunks rolls back.
 */
export class ChunkStream implements AsyncIterable<TransactionChunk> {
  private readonly waiting: Promise<TransactionChunk>[] = [];
  private outcome: 'open' | 'ended' | ParseInterrupted = 'open';
  private wake: (() => void) | null = null;

  /** A chunk, or its reading from a file, which starts as it arrives and is awaited in turn. */
  push(chunk: TransactionChunk | Promise<TransactionChunk>): void {
    const pending = Promise.resolve(chunk);
    // A reading no one awaits (the storing stopped at an earlier failure) must not go unhandled.
    pending.catch(() => undefined);
    this.waiting.push(pending);
    this.notify();
  }

  end(): void {
    if (this.outcome === 'open') this.outcome = 'ended';
    this.notify();
  }

  fail(failure: WorkerFailure): void {
    if (this.outcome === 'open') this.outcome = new ParseInterrupted(failure);
    this.notify();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<TransactionChunk, void, undefined> {
    for (;;) {
      const chunk = this.waiting.shift();
      if (chunk) {
        yield await chunk;
        continue;
      }
      if (this.outcome instanceof ParseInterrupted) throw this.outcome;
      if (this.outcome === 'ended') return;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }

  private notify(): void {
    this.wake?.();
    this.wake = null;
  }
}
