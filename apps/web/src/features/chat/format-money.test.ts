import { describe, expect, it } from 'vitest';
import { messagePreview } from './chat-preview';
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

describe('messagePreview', () => {
  it('puts a message on one line and cuts a long one', () => {
    expect(messagePreview('Spending:\n• Rent: 1,200.00\n\n• Food')).toBe(
      'Spending: • Rent: 1,200.00 • Food',
    );
    const preview = messagePreview('word '.repeat(60));
    expect(preview.length).toBeLessThanOrEqual(120);
    expect(preview.endsWith('…')).toBe(true);
  });
});
