import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it.each([
    [221460, null, '2,214.60'],
    [-8540, undefined, '-85.40'],
    [-120000, 'USD', '-$1,200.00'],
    [3107011, 'eur', '€31,070.11'],
    [13143074, 'INR', '₹1,31,430.74'],
    [1200, 'JPY', '¥1,200'],
    [1200, 'SEK', 'SEK 12.00'],
    [1200, 'XYZ1', 'XYZ1 12.00'],
  ])('%i in %s is %s', (minor, currency, expected) => {
    // Intl separates a currency code from the figure with a no-break space.
    expect(formatMoney(minor, currency).replace(/\u00a0/g, ' ')).toBe(expected);
  });
});

describe('formatMoney with the currency display the user chose', () => {
  it.each([
    [123456, 'INR', '1,234.56 ₹'],
    [13143074, 'INR', '1,31,430.74 ₹'],
    [-120000, 'USD', '-1,200.00 $'],
    [1200, 'JPY', '1,200 ¥'],
    [1200, 'SEK', '12.00 SEK'],
    [1200, 'XYZ1', '12.00 XYZ1'],
    [221460, null, '2,214.60'],
  ])('symbol after: %i in %s is %s', (minor, currency, expected) => {
    expect(formatMoney(minor, currency, 'symbol-after').replace(/\u00a0/g, ' ')).toBe(expected);
  });

  it.each([
    [123456, 'INR', 'INR 1,234.56'],
    [-120000, 'usd', 'USD -1,200.00'],
    [3107011, 'EUR', 'EUR 31,070.11'],
    [1200, 'JPY', 'JPY 1,200'],
    [1200, 'XYZ1', 'XYZ1 12.00'],
    [-8540, undefined, '-85.40'],
  ])('code: %i in %s is %s', (minor, currency, expected) => {
    expect(formatMoney(minor, currency, 'code').replace(/\u00a0/g, ' ')).toBe(expected);
  });

  it('keeps the figure and its currency on one line', () => {
    expect(formatMoney(123456, 'INR', 'symbol-after')).toBe('1,234.56\u00a0₹');
    expect(formatMoney(123456, 'INR', 'code')).toBe('INR\u00a01,234.56');
  });
});
