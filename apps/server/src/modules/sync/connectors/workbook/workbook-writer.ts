/** A date to write: its serial in the workbook's date system, shown as a date (with time of day or not). */
export interface SerialDate {
  readonly serial: number;
  readonly withTime: boolean;
}

/** One cell's new content; null clears the value and keeps the cell's formatting. */
export interface CellChange {
  /** 0-based sheet coordinates. */
  readonly row: number;
  readonly column: number;
  readonly value: null | string | number | boolean | SerialDate;
}

/**
 * Writes plain values into one sheet of a workbook and keeps everything else in it. The edits are
 * checked and turned into changes before a writer sees them (write-workbook-edits.ts), so a
 * writer only has to put values in cells, keep formatting, and ask Excel to recalculate on open.
 */
export interface WorkbookWriter {
  /** `hideColumns` (0-based) are hidden once written: Sheetwise's `_sw_id` column. */
  apply(
    bytes: Uint8Array,
    sheetName: string,
    changes: readonly CellChange[],
    hideColumns?: readonly number[],
  ): Promise<Uint8Array>;
}

export const isSerialDate = (value: CellChange['value']): value is SerialDate =>
  typeof value === 'object' && value !== null;
