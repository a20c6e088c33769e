import { columnNumber } from './a1';

/**
 * A1 formulas in R1C1 form, relative to the formula's own cell, so `=B2*2` in C2 and `=B7*2` in
 * C7 (the same formula after a sort or an insert) compare equal. Text in quotes, function names
 * and sheet names are kept as they are.
 */
const TOKEN =
  /("(?:[^"]|"")*")|('(?:[^']|'')*'!|[A-Za-z_][\w.]*!)|(\$?)([A-Za-z]{1,3})(\$?)(\d+)(?![\w(])|([A-Za-z_][\w.]*)/g;

function part(axis: 'R' | 'C', absolute: boolean, target: number, origin: number): string {
  if (absolute) return `${axis}${target}`;
  return target === origin ? axis : `${axis}[${target - origin}]`;
}

/**
 * `formula` (A1 style, with or without its `=`) written in R1C1 relative to row `row`, column
 * `column` (1-based), always with its `=`: Sheets gives formulas with it and a workbook's XML
 * without, and the same formula must compare equal on both sides.
 */
export function a1ToR1C1(formula: string, row: number, column: number): string {
  const body = formula.startsWith('=') ? formula.slice(1) : formula;
  return `=${body.replace(
    TOKEN,
    (
      match,
      quoted?: string,
      sheet?: string,
      columnAbsolute?: string,
      letters?: string,
      rowAbsolute?: string,
      digits?: string,
    ) => {
      if (quoted !== undefined || sheet !== undefined || letters === undefined) return match;
      const rowPart = part('R', rowAbsolute === '$', Number(digits), row);
      return rowPart + part('C', columnAbsolute === '$', columnNumber(letters), column);
    },
  )}`;
}
