import { describe, expect, it } from 'vitest';
import { spreadsheetDate, spreadsheetMoneyFormat, toMajorUnits } from './spreadsheet-cells';

describe('spreadsheetMoneyFormat', () => {
  it('uses the symbol we print and the currency’s own digits', () => {
    expect(spreadsheetMoneyFormat('INR')).toBe('"₹"#,##0.00;-"₹"#,##0.00');
    expect(spreadsheetMoneyFormat('jpy')).toBe('"¥"#,##0;-"¥"#,##0');
    expect(spreadsheetMoneyFormat('SGD')).toBe('"S$"#,##0.00;-"S$"#,##0.00');
  });

  it('writes the code where no symbol is known, and a plain figure with no currency', () => {
    expect(spreadsheetMoneyFormat('KWD')).toBe('"KWD "#,##0.000;-"KWD "#,##0.000');
    expect(spreadsheetMoneyFormat('SEK')).toBe('"SEK "#,##0.00;-"SEK "#,##0.00');
    expect(spreadsheetMoneyFormat(null)).toBe('#,##0.00;-#,##0.00');
  });
});

describe('toMajorUnits', () => {
  it('moves the decimal point by the currency’s digits', () => {
    expect(toMajorUnits(-4510, 'EUR')).toBe(-45.1);
    expect(toMajorUnits(1200, 'JPY')).toBe(1200);
    expect(toMajorUnits(12345, 'KWD')).toBe(12.345);
    expect(toMajorUnits(-110, null)).toBe(-1.1);
  });
});

describe('spreadsheetDate', () => {
  it('is midnight UTC of the day, whatever the server’s time zone', () => {
    expect(spreadsheetDate('2026-03-02').toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });
});
