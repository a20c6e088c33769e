import { describe, expect, it } from 'vitest';
import { EXCEL_MAX_TEXT_LENGTH, fitsExcel, sameCell } from './cell';
import { isoToSerial, serialToIso } from './dates';
import { a1ToR1C1 } from './r1c1';

describe('dates per side', () => {
  it('reads 1900-02-28 and 1900-03-01 around Excel’s phantom leap day', () => {
    expect(serialToIso(59, 'excel-1900')).toBe('1900-02-28');
    expect(serialToIso(60, 'excel-1900')).toBeUndefined();
    expect(serialToIso(61, 'excel-1900')).toBe('1900-03-01');
    expect(serialToIso(60, 'sheets')).toBe('1900-02-28');
    expect(serialToIso(61, 'sheets')).toBe('1900-03-01');
  });

  it('writes each date with the serial of the side it goes to', () => {
    expect(isoToSerial('1900-02-28', 'excel-1900')).toBe(59);
    expect(isoToSerial('1900-02-28', 'sheets')).toBe(60);
    expect(isoToSerial('1900-03-01', 'excel-1900')).toBe(61);
    expect(isoToSerial('1900-01-01', 'excel-1900')).toBe(1);
  });

  it('counts a 1904 workbook from 1904-01-01', () => {
    expect(serialToIso(0, 'excel-1904')).toBe('1904-01-01');
    expect(isoToSerial('2024-03-01', 'excel-1900')).toBe(45_352);
    expect(isoToSerial('2024-03-01', 'excel-1904')).toBe(45_352 - 1462);
    expect(serialToIso(43_890, 'excel-1904')).toBe('2024-03-01');
  });

  it('keeps the time of day and refuses dates that do not exist', () => {
    expect(serialToIso(45_352.5, 'sheets')).toBe('2024-03-01T12:00:00');
    expect(isoToSerial('2024-03-01T12:00:00', 'sheets')).toBe(45_352.5);
    expect(isoToSerial('2023-02-29', 'sheets')).toBeUndefined();
  });
});

describe('values are never mangled', () => {
  it('text stays text: "00001" is not the number 1', () => {
    expect(sameCell('00001', 1)).toBe(false);
    expect(sameCell('1', 1)).toBe(false);
    expect(sameCell({ date: '2024-01-01' }, '2024-01-01')).toBe(false);
    expect(sameCell({ date: '2024-01-01' }, { date: '2024-01-01' })).toBe(true);
  });

  it('text longer than Excel holds does not fit, and is never cut', () => {
    expect(fitsExcel('x'.repeat(EXCEL_MAX_TEXT_LENGTH))).toBe(true);
    expect(fitsExcel('x'.repeat(EXCEL_MAX_TEXT_LENGTH + 1))).toBe(false);
  });
});

describe('formulas in R1C1 form', () => {
  it('gives the same formula in a moved row the same form', () => {
    expect(a1ToR1C1('=B2*2', 2, 3)).toBe('=RC[-1]*2');
    expect(a1ToR1C1('=B7*2', 7, 3)).toBe(a1ToR1C1('=B2*2', 2, 3));
    expect(a1ToR1C1('=B7*2', 7, 3)).not.toBe(a1ToR1C1('=B6*2', 7, 3));
  });

  it('gives a workbook formula (stored without its =) the form of the same formula in Sheets', () => {
    expect(a1ToR1C1('B2*2', 2, 3)).toBe(a1ToR1C1('=B2*2', 2, 3));
  });

  it('keeps absolute references, functions, sheet names and quoted text', () => {
    expect(a1ToR1C1('=SUM($A$1:A3)+LOG10(C1)', 3, 2)).toBe('=SUM(R1C1:RC[-1])+LOG10(R[-2]C[1])');
    expect(a1ToR1C1('=\'My Sheet\'!B2&"A1"', 1, 1)).toBe('=\'My Sheet\'!R[1]C[1]&"A1"');
  });
});
