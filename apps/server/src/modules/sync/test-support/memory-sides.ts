import type { CellValue } from '@sheetwise/sync';
import { MemorySheet } from '@sheetwise/sync/memory-sheet';
import type { PairSides, PairSidesFactory } from '../connectors/pair-sides';
import {
  SideAuthError,
  VersionChangedError,
  type SideConnector,
} from '../connectors/side-connector';

/** A side in memory with a version that moves on every write, and switches to make it fail. */
export class MemorySide implements SideConnector {
  readonly sheet: MemorySheet;
  revision = 1;
  refuseAccess = false;
  /** Edits made between this side's next read and its write, as a person typing meanwhile. */
  editDuringRun?: () => void;

  constructor(rows: readonly (readonly CellValue[])[], deletes: 'delete' | 'clear') {
    this.sheet = new MemorySheet(rows, deletes);
  }

  /** Reads of cells, so tests can tell a run that skipped an unchanged pair. */
  reads = 0;

  version() {
    return Promise.resolve(String(this.revision));
  }

  read() {
    this.reads += 1;
    if (this.refuseAccess) return Promise.reject(new SideAuthError('refused'));
    return Promise.resolve({ cells: this.sheet.read(), version: String(this.revision) });
  }

  write(edits: Parameters<SideConnector['write']>[0], expectedVersion: string) {
    const edit = this.editDuringRun;
    if (edit) {
      this.editDuringRun = undefined;
      edit();
      this.revision += 1;
    }
    if (expectedVersion !== String(this.revision)) return Promise.reject(new VersionChangedError());
    this.sheet.apply(edits);
    this.revision += 1;
    return Promise.resolve({ version: String(this.revision) });
  }

  /** Changes a cell as a person would, moving the version. */
  set(row: number, column: number, value: CellValue): void {
    this.sheet.apply({ writes: [{ row, column, value }], deleteRows: [], deleteColumns: [] });
    this.revision += 1;
  }
}

/** Every pair's two sides, made on first use; tests reach them by pair id. */
export class MemorySides {
  readonly pairs = new Map<string, PairSides & { google: MemorySide; excel: MemorySide }>();

  constructor(private readonly start: () => Record<'google' | 'excel', (readonly CellValue[])[]>) {}

  of(pairId: string) {
    let sides = this.pairs.get(pairId);
    if (!sides) {
      const rows = this.start();
      sides = {
        google: new MemorySide(rows.google, 'delete'),
        excel: new MemorySide(rows.excel, 'clear'),
      };
      this.pairs.set(pairId, sides);
    }
    return sides;
  }

  readonly factory: PairSidesFactory = (pair) => Promise.resolve(this.of(pair.id));
}
