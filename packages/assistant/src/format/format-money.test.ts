import { describe, expect, it } from 'vitest';
import { formatDate, formatRange } from './format-date';
import { formatMoney, formatSignedMoney, toMinor } from './format-money';

describe('formatMoney', () => {
  it('groups rupees in lakhs and crores', () => {
    expect(formatMoney(13143074, 'INR')).toBe('₹1,31,430.74');
    expect(formatMoney(1234567890, 'INR')).toBe('₹1,23,45,678.90');
    expect(formatMoney(59000, 'INR')).toBe('₹590.00');
  });

  it('uses the symbol and thousands for dollars, euros and pounds', () => {
    expect(formatMoney(246181, 'USD')).toBe('$2,461.81');
    expect(formatMoney(3107011, 'EUR')).toBe('€31,070.11');
    expect(formatMoney(204059, 'GBP')).toBe('£2,040.59');
    expect(formatMoney(126790, 'SGD')).toBe('S$1,267.90');
  });

  it('writes other currencies as their code, and none at all when the statement says none', () => {
    expect(formatMoney(1200, 'SEK')).toBe('SEK 12.00');
    expect(formatMoney(13143074, null)).toBe('131,430.74');
  });

  it('respects the currency exponent and signs', () => {
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500');
    expect(formatMoney(1234, 'KWD')).toBe('KWD 1.234');
    expect(formatMoney(-958, 'USD')).toBe('-$9.58');
    expect(formatSignedMoney(10859525, 'INR')).toBe('+₹1,08,595.25');
    expect(formatMoney(5, 'EUR')).toBe('€0.05');
  });

  it('turns amounts typed in questions into minor units', () => {
    expect(toMinor(500, 'INR')).toBe(50000);
    expect(toMinor(1250.5, 'USD')).toBe(125050);
    expect(toMinor(1500, 'JPY')).toBe(1500);
  });
});

describe('formatDate', () => {
  it('writes every date in the product’s display format, dd-MMMM-yyyy', () => {
    expect(formatDate('2024-10-19')).toBe('19-October-2024');
    expect(formatDate('2025-01-06')).toBe('06-January-2025');
  });

  it('names whole months and spans', () => {
    expect(formatRange({ start: '2025-02-01', end: '2025-02-28' })).toBe('February 2025');
    expect(formatRange({ start: '2025-01-01', end: '2025-01-07' })).toBe(
      '01-January-2025 – 07-January-2025',
    );
    expect(formatRange({ start: '2025-03-03', end: '2025-03-03' })).toBe('03-March-2025');
  });
});
