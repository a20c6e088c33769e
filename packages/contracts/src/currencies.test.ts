import { describe, expect, it } from 'vitest';
import {
  CURRENCY_EXPONENTS,
  KNOWN_CURRENCIES,
  MORE_TWO_DECIMALS,
  MORE_ZERO_DECIMALS,
  THREE_DECIMALS,
  TWO_DECIMALS,
  ZERO_DECIMALS,
  currencyExponent,
  isKnownCurrency,
} from './currencies';

describe('the minor-unit table', () => {
  it('holds every known code once, so no code can have two exponents', () => {
    const listed = [
      ...ZERO_DECIMALS,
      ...MORE_ZERO_DECIMALS,
      ...THREE_DECIMALS,
      ...TWO_DECIMALS,
      ...MORE_TWO_DECIMALS,
    ];
    expect(new Set(listed).size).toBe(listed.length);
    expect([...CURRENCY_EXPONENTS.keys()].sort()).toEqual([...KNOWN_CURRENCIES]);
  });

  it.each([
    ['HUF', 2],
    ['huf', 2],
    ['IDR', 2],
    ['PKR', 2],
    ['JPY', 0],
    ['KRW', 0],
    ['BHD', 3],
    ['IQD', 3],
  ])('%s has %i decimals', (code, digits) => {
    expect(currencyExponent(code)).toBe(digits);
    expect(isKnownCurrency(code)).toBe(true);
  });

  it('gives cents to a currency it does not know, and to none', () => {
    expect(currencyExponent('XYZ')).toBe(2);
    expect(isKnownCurrency('XYZ')).toBe(false);
    expect(currencyExponent(null)).toBe(2);
    expect(currencyExponent(undefined)).toBe(2);
  });
});
