import { describe, expect, it } from 'vitest';
import { currencyExponent, isKnownCurrency } from '@sheetwise/contracts';
import { currenciesIn, takeCurrency } from './currency';

describe('the currencies the readers know', () => {
  it.each(['GEL', 'TZS', 'UYU', 'KZT', 'AMD', 'MKD'])(
    'knows %s, though the upload card does not offer it, with cents',
    (code) => {
      expect(isKnownCurrency(code)).toBe(true);
      expect(currencyExponent(code)).toBe(2);
    },
  );

  it('finds such a code in a preamble line and beside an amount', () => {
    expect(currenciesIn('Account No: 0150123456700   Currency: TZS   Branch: AZIKIWE')).toEqual([
      'TZS',
    ]);
    expect(takeCurrency('GEL 379.43')).toEqual({ rest: '  379.43', currency: 'GEL' });
  });

  it.each(['ALL', 'TOP', 'CUP', 'SOS'])(
    'does not take %s, a word in capitals, for a currency',
    (word) => {
      expect(isKnownCurrency(word)).toBe(false);
      expect(currenciesIn(`${word} TRANSACTIONS`)).toEqual([]);
    },
  );
});
