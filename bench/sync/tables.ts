import type { CellValue, Grid, Row } from '@sheetwise/sync';
import { seeded, type Random } from '../../packages/statements/src/test-support/corpus/random';

export const ROWS = 100_000;
export const COLUMNS = 20;
/** Share of cells each side edits, and the rows each side inserts and deletes. */
export const EDIT_SHARE = 0.01;
export const INSERTS = 500;
export const DELETES = 500;

const MERCHANTS = ['Tesco', 'Amazon', 'Shell', 'Netflix', 'Uber', 'Pret', 'Boots', 'Lidl'];

function cellFor(random: Random, column: number): CellValue {
  switch (column % 5) {
    case 0:
      return {
        date: `2024-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      };
    case 1:
      return random.pick(MERCHANTS);
    case 2:
      return random.int(1, 100_000) / 100;
    case 3:
      return String(random.int(0, 99_999)).padStart(5, '0');
    default:
      return random.chance(0.5);
  }
}

const newCells = (random: Random) =>
  Array.from({ length: COLUMNS }, (_, column) => cellFor(random, column));

/** Each side: 1% of cells edited, 500 rows deleted, 500 rows inserted; seeded, so every run is the same. */
function editedSide(base: Grid, seed: number, prefix: string): Grid {
  const random = seeded(seed);
  const deleted = new Set<number>();
  while (deleted.size < DELETES) deleted.add(random.int(0, ROWS - 1));
  const rows: Row[] = base.rows
    .filter((_, index) => !deleted.has(index))
    .map((row) => ({ id: row.id, cells: [...row.cells] }));
  for (let edit = 0; edit < ROWS * COLUMNS * EDIT_SHARE; edit += 1) {
    const column = random.int(0, COLUMNS - 1);
    (rows[random.int(0, rows.length - 1)]?.cells as CellValue[])[column] = cellFor(random, column);
  }
  for (let insert = 0; insert < INSERTS; insert += 1)
    rows.push({ id: `${prefix}-${insert}`, cells: newCells(random) });
  return { columns: base.columns, rows };
}

/** The base snapshot and both sides' edited tables. */
export function benchTables(): { base: Grid; google: Grid; excel: Grid } {
  const random = seeded(20);
  const columns = Array.from({ length: COLUMNS }, (_, index) => ({
    id: `c${index}`,
    header: `Column ${index + 1}`,
  }));
  const base: Grid = {
    columns,
    rows: Array.from({ length: ROWS }, (_, index) => ({
      id: `r${index}`,
      cells: newCells(random),
    })),
  };
  return { base, google: editedSide(base, 1, 'g'), excel: editedSide(base, 2, 'e') };
}

const plain = (cell: CellValue): unknown =>
  typeof cell === 'object' && cell !== null ? JSON.stringify(cell) : cell;

/** A grid as daff's rows of plain values, headed by the id column it keys on. */
export function daffRows(grid: Grid): unknown[][] {
  return [
    ['id', ...grid.columns.map((column) => column.id)],
    ...grid.rows.map((row) => [row.id, ...row.cells.map(plain)]),
  ];
}
