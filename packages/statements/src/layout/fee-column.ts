import type { AmountReader, LayoutInput } from './types';

/** A Fee column's amount on a row, as a positive figure: files write fees either way. */
export function feeReader(input: LayoutInput, column: number): AmountReader {
  return (row) => {
    const fee = input.money(row, column)?.minor;
    return fee ? Math.abs(fee) : null;
  };
}
