/**
 * One cell as both sides hold it. Plain values stay plain (a string is text, so "00001" keeps
 * its zeros; a number is a number); dates, formulas and cells sync must not touch are tagged.
 * Primitives keep 100,000-row grids small.
 */
export type ScalarValue = null | string | number | boolean | DateValue;

/** A calendar date or date-time, as ISO 8601 (`2024-03-01` or `2024-03-01T08:30:00`). */
export interface DateValue {
  readonly date: string;
}

/** A formula in R1C1 form, so the same formula in a moved row compares equal. */
export interface FormulaValue {
  readonly formula: string;
  readonly result?: ScalarValue;
}

export type UntouchableReason = 'merged' | 'rich-text' | 'image';

/** A cell sync reads but never writes: writing plain values would lose what makes it special. */
export interface UntouchableValue {
  readonly untouchable: UntouchableReason;
  readonly shown?: ScalarValue;
}

export type CellValue = ScalarValue | FormulaValue | UntouchableValue;

/** Excel's limit on the characters of one cell; longer text is never cut to fit. */
export const EXCEL_MAX_TEXT_LENGTH = 32_767;

export const isFormula = (value: CellValue | undefined): value is FormulaValue =>
  typeof value === 'object' && value !== null && 'formula' in value;

export const isUntouchable = (value: CellValue | undefined): value is UntouchableValue =>
  typeof value === 'object' && value !== null && 'untouchable' in value;

export const isDate = (value: CellValue | undefined): value is DateValue =>
  typeof value === 'object' && value !== null && 'date' in value;

/** Whether two cells hold the same thing: the text "1" and the number 1 differ. */
export function sameCell(a: CellValue | undefined, b: CellValue | undefined): boolean {
  const left = a ?? null;
  const right = b ?? null;
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) {
    return false;
  }
  if (isDate(left) || isDate(right))
    return isDate(left) && isDate(right) && left.date === right.date;
  if (isFormula(left) || isFormula(right)) {
    return isFormula(left) && isFormula(right) && left.formula === right.formula;
  }
  return (
    isUntouchable(left) &&
    isUntouchable(right) &&
    left.untouchable === right.untouchable &&
    sameCell(left.shown, right.shown)
  );
}

/** A stable text form of a cell, for fingerprints and keys: the kind is part of it. */
export function cellFingerprint(value: CellValue | undefined): string {
  const cell = value ?? null;
  if (cell === null) return '';
  if (typeof cell === 'string') return `s:${cell}`;
  if (typeof cell === 'number') return `n:${cell}`;
  if (typeof cell === 'boolean') return `b:${cell}`;
  if (isDate(cell)) return `d:${cell.date}`;
  if (isFormula(cell)) return `f:${cell.formula}`;
  return `u:${cell.untouchable}:${cellFingerprint(cell.shown)}`;
}

/** Whether Excel can hold the value as written; text past its limit is a "won't fit" conflict. */
export const fitsExcel = (value: CellValue | undefined): boolean =>
  typeof value !== 'string' || value.length <= EXCEL_MAX_TEXT_LENGTH;
