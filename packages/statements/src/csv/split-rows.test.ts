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

  it('reads `, ` between fields as the delimiter, so a quoted field after it stays one cell', () => {
    const text = [
      '',
      'Date, Type, Description, Value, Balance',
      '30 Jul 2025, POS, "SMITH, J", -4.50, 2857.62',
      '29 Jul 2025, D/D, "SAYS ""HI""", -185.22, 2862.12',
      '28 Jul 2025, BAC, SALARY, 100.00, 3047.34',
    ].join('\n');
    expect(splitRows(text).slice(1)).toEqual([
      ['Date', 'Type', 'Description', 'Value', 'Balance'],
      ['30 Jul 2025', 'POS', 'SMITH, J', '-4.50', '2857.62'],
      ['29 Jul 2025', 'D/D', 'SAYS "HI"', '-185.22', '2862.12'],
      ['28 Jul 2025', 'BAC', 'SALARY', '100.00', '3047.34'],
    ]);
  });

  it("drops a quote at one end of a cell only when the cell's quotes do not pair up", () => {
    const text = ['Date,Text,Amount', '2024-03-12,"Invoice ""123""",-1.00', '2024-03-13,B",-2.00'];
    expect(splitRows(text.join('\n')).slice(1)).toEqual([
      ['2024-03-12', 'Invoice "123"', '-1.00'],
      ['2024-03-13', 'B', '-2.00'],
    ]);
  });
});
