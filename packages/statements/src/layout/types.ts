import type { Columns } from '../table/columns';
import type { ParsedAmount } from '../parse-amount';

/** What a layout sees: the table's columns, its data rows and a money reader for its cells. */
export interface LayoutInput {
  columns: Columns;
  /** The table's data rows (summary lines already removed). */
  rows: readonly (readonly string[])[];
  /** Reads a money cell with the file's decimal mark and the row's currency; null when empty. */
  money: (row: readonly string[], column: number | undefined) => ParsedAmount | null;
  /** The row's description text, for layouts that decide by it (card payments). */
  describe: (row: readonly string[]) => string;
}

/** A row's signed amount, or null when the row has no amount. */
export type AmountReader = (row: readonly string[]) => number | null;

/** A column layout that recognised the table: how to read each row's signed amount. */
export interface Layout {
  name: string;
  read: AmountReader;
  /** True when the amounts carry no sign of their own, so a running balance may settle it. */
  signUncertain?: boolean;
  /**
   * True when a column of markers (DB/CR, S/H, +/-) gives each row its sign: a running balance
   * that does not add up under it puts the markers' reading in doubt, and the upload asks.
   */
  signByMarkers?: boolean;
  /** The fee taken within the row (positive), for layouts whose amount already counts it. */
  fee?: AmountReader;
}

/** One way banks lay out money columns; `detect` returns null when the table is not laid out so. */
export interface LayoutAdapter {
  name: string;
  detect: (input: LayoutInput) => Layout | null;
}
