import { describe, expect, it } from 'vitest';
import { readTable } from './read-table';

const YEN = [
  ['Date', 'Description', 'Amount'],
  ['2025-04-01', 'Rent', '-85000'],
  ['2025-04-02', 'Salary', '310000'],
];
const SIGNATURE = 'h:date|description|amount';

describe('a currency the person gave an earlier statement of the same layout', () => {
  it('reads a file that names none in it, in its minor units, and says so', () => {
    const result = readTable(YEN, 'csv', {
      currencies: [
        { headerSignature: 'h:other|layout', currency: 'EUR' },
        { headerSignature: SIGNATURE, currency: 'JPY' },
      ],
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.statement.currency).toBe('JPY');
    expect(result.statement.transactions.map((row) => row.amountMinor)).toEqual([-85000, 310000]);
    expect(result.statement.warnings).toContain(
      'The file names no currency, so we used JPY, which you chose for a statement laid out like this one.',
    );
    expect(result.statement.reading?.headerSignature).toBe(SIGNATURE);
  });

  it('gives way to a currency the file names, and applies to its own layout only', () => {
    const grid = [['Date', 'Description', 'Amount (GBP)'], ...YEN.slice(1)];
    const first = readTable(grid, 'csv');
    if (!first.ok) throw new Error(first.error.message);
    const headerSignature = first.statement.reading?.headerSignature ?? '';
    const named = readTable(grid, 'csv', { currencies: [{ headerSignature, currency: 'JPY' }] });
    if (!named.ok) throw new Error(named.error.message);
    expect(named.statement.currency).toBe('GBP');
    expect(named.statement.warnings.join(' ')).not.toContain('you chose');
    const other = readTable(YEN, 'csv', {
      currencies: [{ headerSignature: 'h:date|details|amount', currency: 'JPY' }],
    });
    if (!other.ok) throw new Error(other.error.message);
    expect(other.statement.currency).toBeNull();
    expect(other.statement.transactions[0]?.amountMinor).toBe(-8500000);
  });
});
