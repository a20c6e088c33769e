import { describe, expect, it } from 'vitest';
import { readTable } from './read-table';

describe('the table reader', () => {
  it('takes the wordiest unnamed column as the description when none is named', () => {
    const result = readTable(
      [
        ['Date', 'Ref', 'Happenings', 'Amount'],
        ['2024-05-01', '1001', 'Coffee at the corner', '-3.20'],
        ['2024-05-02', '1002', 'Salary May', '2500.00'],
      ],
      'csv',
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.statement.transactions.map((t) => t.description)).toEqual([
      'Coffee at the corner',
      'Salary May',
    ]);
  });

  it('never takes a column of numbers for the description', () => {
    const result = readTable(
      [
        ['Date', 'Code', 'Amount'],
        ['2024-05-01', '1001', '-3.20'],
        ['2024-05-02', '1002', '2500.00'],
      ],
      'csv',
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.statement.transactions.map((t) => t.description)).toEqual(['', '']);
  });

  it('reads a payment reference, the text the payer wrote, as part of the description', () => {
    const result = readTable(
      [
        ['Date', 'Payee', 'Payment reference', 'Amount'],
        ['2024-05-01', 'City Power', 'Invoice 4471 for May', '-80.00'],
        ['2024-05-02', 'Corner Cafe', '', '-3.20'],
      ],
      'csv',
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.statement.transactions.map((t) => t.description)).toEqual([
      'City Power - Invoice 4471 for May',
      'Corner Cafe',
    ]);
  });

  it('reads a column headed Value as the amount, under its header', () => {
    const result = readTable(
      [
        [],
        ['Date', 'Type', 'Description', 'Value', 'Balance', 'Account Number'],
        ['30 Jul 2025', 'POS', 'Corner Cafe', '-4.50', '95.50', '600000-12345678'],
        ['31 Jul 2025', 'BAC', 'Salary', '100.00', '195.50', '600000-12345678'],
      ],
      'csv',
    );
    if (!result.ok) throw new Error(result.error.message);
    const { transactions, reading } = result.statement;
    expect(transactions.map((t) => [t.description, t.amountMinor])).toEqual([
      ['Corner Cafe', -450],
      ['Salary', 10000],
    ]);
    expect(reading?.columns.find((column) => column.header === 'Value')?.role).toBe('amount');
  });
});
