import { describe, expect, it } from 'vitest';
import { detectDecimalMark, parseAmount } from './parse-amount';

const minor = (text: string, options?: Parameters<typeof parseAmount>[1]) =>
  parseAmount(text, options)?.minor ?? null;

describe('parseAmount', () => {
  it.each([
    ['1,234.56', 123456],
    ['1234.56', 123456],
    ['0.5', 50],
    ['.75', 75],
    ['12', 1200],
    ['-0.00', 0],
    ['1,23,456.78', 12345678],
    ['12,34,56,789.00', 12345678900],
    ["11'373.94", 1137394],
    ['11’373.94', 1137394],
    ['1,234,567.89', 123456789],
  ])('reads point-decimal %s', (text, expected) => {
    expect(minor(text)).toBe(expected);
  });

  it.each([
    ['1.234,56', 123456],
    ['-8,78', -878],
    ['+50,00', 5000],
    ['+5257,28', 525728],
    ['1 234,56', 123456],
    ['1\u00a0234,56', 123456],
    ['1\u202f234,56', 123456],
    ['12\u2009345\u2009678,9', 1234567890],
    ['1.234', 123400],
  ])('reads comma-decimal %s with the column mark', (text, expected) => {
    expect(minor(text, { decimalMark: ',' })).toBe(expected);
  });

  it.each([
    ['(123.45)', -12345],
    ['($1,234.56)', -123456],
    ['123.45-', -12345],
    ['-$7,971.39', -797139],
    ['$-7.97', -797],
    ['- $220.00', -22000],
    ['+ $1,150.00', 115000],
    ['+ £1,234.56', 123456],
    ['−12.00', -1200],
    ['123.45 Dr', -12345],
    ['123.45DR', -12345],
    ['123.45 Cr', 12345],
    ['Dr 50.00', -5000],
  ])('reads the sign of %s', (text, expected) => {
    expect(minor(text)).toBe(expected);
  });

  it('reports the explicit sign, the Dr/Cr marker and the currency', () => {
    expect(parseAmount('+ £1,234.56')).toEqual({
      minor: 123456,
      sign: '+',
      drCr: null,
      currency: 'GBP',
    });
    expect(parseAmount('£99.99')).toEqual({ minor: 9999, sign: null, drCr: null, currency: 'GBP' });
    expect(parseAmount('-$7,971.39')?.currency).toBe('USD');
    expect(parseAmount('EUR 12.50')).toMatchObject({ minor: 1250, currency: 'EUR' });
    expect(parseAmount('12,50 €', { decimalMark: ',' })).toMatchObject({
      minor: 1250,
      currency: 'EUR',
    });
    expect(parseAmount('₹1,23,456.78')).toMatchObject({ minor: 12345678, currency: 'INR' });
    expect(parseAmount('Rs. 500')).toMatchObject({ minor: 50000, currency: 'INR' });
    expect(parseAmount('S$6.66')).toMatchObject({ minor: 666, currency: 'SGD' });
    expect(parseAmount('1 234 Ft')).toMatchObject({ minor: 123400, currency: 'HUF' });
    expect(parseAmount('(412.16)')?.sign).toBe('-');
    expect(parseAmount('100.00 Cr')?.drCr).toBe('cr');
  });

  it('uses the currency exponent: none for yen and won, three for dinars', () => {
    expect(minor('¥1,234', { exponent: 0 })).toBe(1234);
    expect(minor('1.234', { exponent: 0, decimalMark: '.' })).toBe(1234);
    expect(minor('-350', { exponent: 0 })).toBe(-350);
    expect(minor('12.5', { exponent: 0 })).toBeNull();
    expect(minor('12.000', { exponent: 0 })).toBe(12000);
    expect(minor('12.00', { exponent: 0 })).toBe(12);
    expect(minor('1.250', { exponent: 3 })).toBe(1250);
    expect(minor('-350', { exponent: 2 })).toBe(-35000);
    expect(minor('-15500.5')).toBe(-1550050);
  });

  it.each([
    '',
    '   ',
    'abc',
    '-',
    '1,2,3',
    '12 34',
    '1.2.3,4,5',
    '--5',
    '+5-',
    '12.345',
    '1e5',
    'N/A',
  ])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it('never goes through floating point', () => {
    expect((minor('0.1') ?? NaN) + (minor('0.2') ?? NaN)).toBe(30);
    expect(minor('9,007,199,254,740.99')).toBe(900719925474099);
    expect(minor('90,071,992,547,409.93')).toBeNull();
    expect(minor('1,000,000,000,000.01')).toBe(100000000000001);
  });

  it('reads plain numbers exactly as it reads every other shape', () => {
    expect(parseAmount('-0.00')).toEqual({ minor: 0, sign: '-', drCr: null, currency: null });
    expect(parseAmount('-1234.5')).toEqual({
      minor: -123450,
      sign: '-',
      drCr: null,
      currency: null,
    });
    expect(parseAmount('800', { exponent: 0 })?.minor).toBe(800);
    expect(parseAmount('12.5', { exponent: 0 })).toBeNull();
    expect(parseAmount('12345.678', { exponent: 3 })?.minor).toBe(12345678);
    // Three digits after a lone point in a short number may be grouping: the column decides.
    expect(parseAmount('1.234', { decimalMark: ',' })?.minor).toBe(123400);
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('90071992547409.93')).toBeNull();
  });

  it('reads a plain number digit by digit to what the general rules read from it', () => {
    // A trailing space is not a plain number, so the second reading takes the general path.
    const cases = ['0', '-0', '7', '-0.5', '007.50', '1.', '.5', '-', '1-2', '12.3456', '123.456'];
    const long = ['123456789012345', '1234567890123456', '99999999999999.99', '9.007'];
    for (const text of [...cases, ...long]) {
      for (const exponent of [0, 2, 3]) {
        expect(parseAmount(text, { exponent }), `${text} with ${exponent}`).toEqual(
          parseAmount(`${text} `, { exponent }),
        );
      }
    }
  });
});

describe('detectDecimalMark', () => {
  it('reads both marks in one number as grouping then decimal', () => {
    expect(detectDecimalMark(['1.234,56'])).toBe(',');
    expect(detectDecimalMark(['1,234.56'])).toBe('.');
  });

  it('decides from the whole column, not one value', () => {
    expect(detectDecimalMark(['1,234', '5,00', '12,5'])).toBe(',');
    expect(detectDecimalMark(['1.234', '12.50', '7.99'])).toBe('.');
    expect(detectDecimalMark(['-8,78', '8,78', '-7,07'])).toBe(',');
    expect(detectDecimalMark(['1,234', '2,500'])).toBe('.');
    expect(detectDecimalMark(['1.234', '2.500'])).toBe(',');
    expect(detectDecimalMark(['1.234.567'])).toBe(',');
  });

  it('falls back to the hint, then to a point', () => {
    expect(detectDecimalMark(['12', '350'])).toBe('.');
    expect(detectDecimalMark(['12', '350'], ',')).toBe(',');
    expect(detectDecimalMark([], ',')).toBe(',');
  });
});
