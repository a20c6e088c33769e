import type { Table } from './locate-table';

/** Says how the columns of a headerless file were read, so a person can check the guess. */
export function headerlessWarning(table: Table): string[] {
  if (!table.headerless) return [];
  const { date, descriptions, amount, debit, credit, balance } = table.columns;
  const parts: string[] = [];
  const at = (index: number | undefined) => (index === undefined ? '' : `column ${index + 1}`);
  if (date !== undefined) parts.push(`dates in ${at(date)}`);
  if (descriptions[0] !== undefined) parts.push(`descriptions in ${at(descriptions[0])}`);
  if (amount !== undefined) parts.push(`amounts in ${at(amount)}`);
  if (debit !== undefined) parts.push(`money out in ${at(debit)}`);
  if (credit !== undefined) parts.push(`money in in ${at(credit)}`);
  if (balance !== undefined) parts.push(`balances in ${at(balance)}`);
  return [
    `This file has no header row, so we read its columns from their contents: ${parts.join(', ')}.`,
  ];
}
