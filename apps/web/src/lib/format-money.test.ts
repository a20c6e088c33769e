import { KNOWN_CURRENCIES, currencyExponent } from '@sheetwise/contracts';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

// Intl separates a currency code from the figure with a no-break space.
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');

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
    expect(spaced(formatMoney(minor, currency))).toBe(expected);
  });
});

describe('formatMoney puts the decimals the server stored the amount in', () => {
  it.each([
    // Intl's own data gives these none: the server stores them in hundredths (ISO 4217).
    [45001250, 'HUF', 'HUF 450,012.50'],
    [-499000, 'HUF', '-HUF 4,990.00'],
    [45000000, 'HUF', 'HUF 450,000.00'],
    [1250000, 'IDR', 'IDR 12,500.00'],
    [99950, 'PKR', 'PKR 999.50'],
    [123456, 'COP', 'COP 1,234.56'],
    [12345, 'IQD', 'IQD 12.345'],
    [1200, 'JPY', '¥1,200'],
    [12345, 'BHD', 'BHD 12.345'],
    [-5, 'KWD', '-KWD 0.005'],
  ])('%i in %s is %s', (minor, currency, expected) => {
    expect(spaced(formatMoney(minor, currency))).toBe(expected);
  });

  // Every code the upload card offers, in every display: the stored minor units with the table's
  // decimal point, whatever Intl thinks the currency has. Worked out on the digits, not by Intl.
  const displays = ['symbol-before', 'symbol-after', 'code'] as const;
  const figureOf = (digits: number, code: string) => {
    const whole = '123456789'.slice(0, 9 - digits);
    const grouping = code === 'INR' ? /\B(?=(\d{2})*\d{3}$)/g : /\B(?=(\d{3})+$)/g;
    return `${whole.replace(grouping, ',')}${digits > 0 ? `.${'123456789'.slice(-digits)}` : ''}`;
  };
  it.each(KNOWN_CURRENCIES.flatMap((code) => displays.map((display) => [code, display] as const)))(
    "%s (%s) has exactly the table's decimals",
    (code, display) => {
      const text = formatMoney(-123456789, code, display);
      const figure = figureOf(currencyExponent(code), code).replace(/\./g, '\\.');
      expect(text).toMatch(new RegExp(`(^|[^\\d,.])${figure}($|[^\\d])`));
      expect(text).toContain('-');
    },
  );
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
    expect(spaced(formatMoney(minor, currency, 'symbol-after'))).toBe(expected);
  });

  it.each([
    [123456, 'INR', 'INR 1,234.56'],
    [-120000, 'usd', 'USD -1,200.00'],
    [3107011, 'EUR', 'EUR 31,070.11'],
    [1200, 'JPY', 'JPY 1,200'],
    [1200, 'XYZ1', 'XYZ1 12.00'],
    [-8540, undefined, '-85.40'],
  ])('code: %i in %s is %s', (minor, currency, expected) => {
    expect(spaced(formatMoney(minor, currency, 'code'))).toBe(expected);
  });

  it('keeps the figure and its currency on one line', () => {
    expect(formatMoney(123456, 'INR', 'symbol-after')).toBe('1,234.56\u00a0₹');
    expect(formatMoney(123456, 'INR', 'code')).toBe('INR\u00a01,234.56');
  });
});
