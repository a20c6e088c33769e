import { describe, expect, it } from 'vitest';
import { EntryNames } from './entry-names';

describe('EntryNames', () => {
  it('keeps a CSV name and adds the extension to others', () => {
    const names = new EntryNames();
    expect(names.take('statements', 'march.csv', '.csv')).toBe('statements/march.csv');
    expect(names.take('statements', 'march.pdf', '.csv')).toBe('statements/march.pdf.csv');
    expect(names.take('chats', 'march.csv', '.json')).toBe('chats/march.csv.json');
  });

  it('never gives two entries one name, whatever their case', () => {
    const names = new EntryNames();
    expect(names.take('statements', 'March.csv', '.csv')).toBe('statements/March.csv');
    expect(names.take('statements', 'march.CSV', '.csv')).toBe('statements/march (2).csv');
    expect(names.take('statements', 'MARCH.csv', '.csv')).toBe('statements/MARCH (3).csv');
  });
});
