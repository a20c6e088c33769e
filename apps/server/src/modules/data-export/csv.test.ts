import { describe, expect, it } from 'vitest';
import { minorToDecimal, textCell, transactionRow, transactionsCsv } from './csv';

describe('minorToDecimal', () => {
  it('writes minor units exactly in the currency exponent', () => {
    expect(minorToDecimal(244491, 'GBP')).toBe('2444.91');
    expect(minorToDecimal(-4510, 'EUR')).toBe('-45.10');
    expect(minorToDecimal(-9, 'USD')).toBe('-0.09');
    expect(minorToDecimal(0, 'USD')).toBe('0.00');
    expect(minorToDecimal(1200, 'JPY')).toBe('1200');
    expect(minorToDecimal(12345, 'KWD')).toBe('12.345');
    expect(minorToDecimal(150, null)).toBe('1.50');
  });

  it('stays exact where dividing by 100 would not', () => {
    expect(minorToDecimal(9_007_199_254_740_991, 'USD')).toBe('90071992547409.91');
    expect(minorToDecimal(-110, 'USD')).toBe('-1.10');
  });

  it('refuses a fraction of a minor unit', () => {
    expect(() => minorToDecimal(1.5, 'USD')).toThrow(RangeError);
  });
});

describe('textCell', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(textCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(textCell('+1')).toBe("'+1");
    expect(textCell('-2+3')).toBe("'-2+3");
    expect(textCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(textCell('\tcmd')).toBe("'\tcmd");
    expect(textCell('\rcmd')).toBe(`"'\rcmd"`);
  });

  it('quotes by RFC 4180 and leaves plain text alone', () => {
    expect(textCell('TESCO STORES 2231')).toBe('TESCO STORES 2231');
    expect(textCell('Smith, J')).toBe('"Smith, J"');
    expect(textCell('say "hi"')).toBe('"say ""hi"""');
    expect(textCell('two\nlines')).toBe('"two\nlines"');
    expect(textCell(null)).toBe('');
  });
});

describe('transactionsCsv', () => {
  const row = {
    position: 0,
    date: '2026-03-02',
    description: 'TESCO, STORES',
    amount_minor: -4510,
    balance_minor: null,
    currency: 'GBP',
    category: null,
    reference: '=1+1',
    pending: false,
    type: null,
    fee_minor: null,
  };

  it('writes figures as numbers and text guarded', () => {
    expect(transactionRow(row, undefined)).toBe(`2026-03-02,"TESCO, STORES",-45.10,,GBP,,,'=1+1`);
  });

  it('writes the merchant and category the sheet shows', () => {
    const reading = { merchant: 'Tesco', category: 'Groceries' };
    expect(transactionRow(row, reading)).toBe(
      `2026-03-02,"TESCO, STORES",-45.10,,GBP,Tesco,Groceries,'=1+1`,
    );
  });

  it('yields a header, then rows in pieces, CRLF-terminated', () => {
    const rows = Array.from({ length: 4_500 }, (_, position) => ({ ...row, position }));
    const pieces = [...transactionsCsv(rows, new Map())];
    expect(pieces.length).toBe(3);
    const lines = pieces.join('').split('\r\n');
    expect(lines[0]).toBe('date,description,amount,balance,currency,merchant,category,reference');
    expect(lines).toHaveLength(4_502);
    expect(lines.at(-1)).toBe('');
  });
});
