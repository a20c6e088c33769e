import type { CellWrite, SheetCells } from '@sheetwise/sync';
import { VersionChangedError, type SideConnector } from '../sync/connectors/side-connector';
import type {
  CellRow,
  CellUpdate,
  CreatedWorkbook,
  StatementDestination,
  WorkbookSheet,
} from './destination';

/** Reads and writes tried before a sheet that keeps changing under us is reported. */
const WRITE_ATTEMPTS = 3;

/** The rows' cells, the first of them at row `firstRow`. */
export const rowWrites = (firstRow: number, rows: readonly CellRow[]): CellWrite[] =>
  rows.flatMap((row, index) =>
    row.map((value, column) => ({ row: firstRow + index, column, value })),
  );

/** Each update placed in the row whose first cell holds its id; ids no longer there are skipped. */
export function updateWrites(cells: SheetCells, updates: readonly CellUpdate[]): CellWrite[] {
  const rowOf = new Map<string, number>();
  cells.forEach((row, index) => {
    if (typeof row[0] === 'string' && !rowOf.has(row[0])) rowOf.set(row[0], index);
  });
  return updates.flatMap(({ rowId, column, value }) => {
    const row = rowOf.get(rowId);
    return row === undefined ? [] : [{ row, column, value }];
  });
}

/**
 * Reads the sheet, places the writes on what it holds now, and writes them at the version read.
 * A change made meanwhile (the person typing, or another send appending) means a fresh read and
 * the cells placed again, so an append never lands on rows someone else just wrote, and an
 * update always finds its row where it is now. Answers the cells written.
 */
export async function writeThrough(
  sheet: SideConnector,
  place: (cells: SheetCells) => CellWrite[],
): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const { cells, version } = await sheet.read();
    const writes = place(cells);
    if (writes.length === 0) return 0;
    try {
      await sheet.write({ writes, deleteRows: [], deleteColumns: [] }, version);
      return writes.length;
    } catch (error) {
      if (!(error instanceof VersionChangedError) || attempt >= WRITE_ATTEMPTS) throw error;
    }
  }
}

/**
 * A destination whose sheets are sync sides: appends and updates go through `writeThrough` on the
 * side a subclass opens; only making the workbook differs between services.
 */
export abstract class ConnectorDestination implements StatementDestination {
  abstract createWorkbook(
    title: string,
    sheets: readonly WorkbookSheet[],
  ): Promise<CreatedWorkbook>;

  protected abstract sheet(workbookId: string, sheetTitle: string): SideConnector;

  async appendRows(workbookId: string, sheetTitle: string, rows: readonly CellRow[]) {
    await writeThrough(this.sheet(workbookId, sheetTitle), (cells) =>
      rowWrites(cells.length, rows),
    );
  }

  updateCells(workbookId: string, sheetTitle: string, updates: readonly CellUpdate[]) {
    return writeThrough(this.sheet(workbookId, sheetTitle), (cells) =>
      updateWrites(cells, updates),
    );
  }
}
