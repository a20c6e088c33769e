import type { PairSidesFactory } from '../modules/sync/connectors/pair-sides';
import type { SideConnector } from '../modules/sync/connectors/side-connector';
import type { MemorySide, MemorySides } from '../modules/sync/test-support/memory-sides';

/** A write held forever, as the process that made it died: which process, and how to end it. */
interface Frozen {
  server: string;
  release(): void;
}

/**
 * The same in-memory Google sheet and workbook for every server process, as the real ones are
 * shared: counts each pair's reads and writes from any process, and can freeze the process that
 * makes a pair's nth write, mid-run.
 */
export class WatchedSides {
  readonly reads = new Map<string, number>();
  readonly writes = new Map<string, number>();
  private freeze: { pairId: string; atWrite: number; frozen: (frozen: Frozen) => void } | undefined;

  constructor(private readonly sides: MemorySides) {}

  /** Resolves once a process makes the pair's `atWrite`th write, which then never completes. */
  freezeAt(pairId: string, atWrite: number): Promise<Frozen> {
    return new Promise((frozen) => {
      this.freeze = { pairId, atWrite, frozen };
    });
  }

  /** A pair's two sides themselves, to look at or edit as a person would. */
  memory(pairId: string) {
    return this.sides.of(pairId);
  }

  /** The sides as one server process sees them. */
  factoryFor(server: string): PairSidesFactory {
    return (pair) => {
      const memory = this.sides.of(pair.id);
      const count = (tally: Map<string, number>) => {
        const next = (tally.get(pair.id) ?? 0) + 1;
        tally.set(pair.id, next);
        return next;
      };
      const watched = (side: MemorySide): SideConnector => ({
        version: () => side.version(),
        read: () => {
          count(this.reads);
          return side.read();
        },
        write: (edits, expectedVersion) => {
          const nth = count(this.writes);
          const freeze = this.freeze;
          if (freeze?.pairId === pair.id && freeze.atWrite === nth) {
            this.freeze = undefined;
            return new Promise((_, reject) => {
              freeze.frozen({
                server,
                release: () => {
                  reject(new Error('The process was killed'));
                },
              });
            });
          }
          return side.write(edits, expectedVersion);
        },
      });
      return Promise.resolve({ google: watched(memory.google), excel: watched(memory.excel) });
    };
  }
}
