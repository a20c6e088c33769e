import { describe, expect, it } from 'vitest';
import { splitRows } from './split-rows';

describe('splitRows', () => {
  it('reads a quote escaped with a backslash inside a quoted field without shifting the row', () => {
    const text = [
      'Date,Payee,Amount,Currency',
      String.raw`2024-03-12,"QUOTES \"COMPANY\" LTD",-14.99,EUR`,
      String.raw`2024-03-18,"SLASHES \\",-25.00,EUR`,
      '2024-03-19,"PLAIN",-1.00,EUR',
    ].join('\n');
    expect(splitRows(text)).toEqual([
      ['Date', 'Payee', 'Amount', 'Currency'],
      ['2024-03-12', 'QUOTES "COMPANY" LTD', '-14.99', 'EUR'],
      ['2024-03-18', 'SLASHES \\', '-25.00', 'EUR'],
      ['2024-03-19', 'PLAIN', '-1.00', 'EUR'],
    ]);
  });

  it('keeps a backslash before a doubled quote where RFC 4180 quoting already reads the rows', () => {
    const text = [
      'Date,Path,Amount',
      String.raw`2024-03-12,"C:\""A"" dir",-1.00`,
      '2024-03-13,"B",-2.00',
    ].join('\n');
    expect(splitRows(text)[1]).toEqual(['2024-03-12', 'C:\\"A" dir', '-1.00']);
  });
});
