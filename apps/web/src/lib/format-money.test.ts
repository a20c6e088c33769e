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
