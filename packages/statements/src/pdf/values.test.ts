import { describe, expect, it } from 'vitest';
import { isAmountText } from './values';

describe('what the PDF reader takes for an amount', () => {
  it('takes whole amounts grouped by a dot, as pesos and krónur are printed', () => {
    // Three digits after a lone dot: grouping in these statements, decided by the column later.
    expect(isAmountText('129.582')).toBe(true);
    expect(isAmountText('1.750.671')).toBe(true);
    expect(isAmountText('1,234.56')).toBe(true);
  });

  it('leaves words and codes to the description', () => {
    expect(isAmountText('CRUZ')).toBe(false);
    expect(isAmountText('12.34.56.78')).toBe(false);
  });
});
