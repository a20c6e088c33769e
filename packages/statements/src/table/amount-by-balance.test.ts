import { describe, expect, it } from 'vitest';
import { readTable } from './read-table';

const HEADER = ['Date', 'Description', 'Amount', 'Balance'];

function read(rows: string[][]) {
  const result = readTable([HEADER, ...rows], 'csv');
  if (!result.ok) throw new Error(result.error.message);
  return result.statement;
}

describe('a row whose amount is written oddly', () => {
  it('is kept, oldest first, when the balance moves by exactly its digits', () => {
    const statement = read([
      ['2024-03-01', 'Salary', '1000.00', '1500.00'],
      ['2024-03-02', 'Groceries', '-2,42.48', '1257.52'],
      ['2024-03-03', 'Coffee', '-3.20', '1254.32'],
    ]);
    expect(statement.transactions.map((row) => row.amountMinor)).toEqual([100000, -24248, -320]);
    expect(statement.warnings.join(' ')).toContain('we read it from the running balance');
    expect(statement.reconciliation?.brokenRows).toEqual([]);
  });

  it('is kept, newest first, from the balance of the row printed after it', () => {
    const statement = read([
      ['2024-03-03', 'Coffee', '-3.20', '1254.32'],
      ['2024-03-02', 'Groceries', '-2,42.48', '1257.52'],
      ['2024-03-01', 'Salary', '1000.00', '1500.00'],
    ]);
    const groceries = statement.transactions.find((row) => row.description === 'Groceries');
    expect(groceries?.amountMinor).toBe(-24248);
  });

  it('is left out, and named, when the balance moves by other digits', () => {
    const statement = read([
      ['2024-03-01', 'Salary', '1000.00', '1500.00'],
      ['2024-03-02', 'Groceries', '-2,42.49', '1257.52'],
      ['2024-03-03', 'Coffee', '-3.20', '1254.32'],
    ]);
    expect(statement.transactions.map((row) => row.description)).toEqual(['Salary', 'Coffee']);
    expect(statement.warnings.join(' ')).toContain("whose amount we couldn't read");
  });
});
