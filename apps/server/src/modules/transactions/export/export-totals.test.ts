import { describe, expect, it } from 'vitest';
import { reconciliationInWords } from './export-totals';

describe('reconciliationInWords', () => {
  it('says whether every printed balance follows from the one before', () => {
    expect(reconciliationInWords({ checked: 120, reconciled: 120 })).toBe('All 120 balances agree');
    expect(reconciliationInWords({ checked: 120, reconciled: 117 })).toBe(
      '3 of 120 balances do not agree',
    );
    expect(reconciliationInWords({ checked: 120, reconciled: 119 })).toBe(
      '1 of 120 balances does not agree',
    );
    expect(reconciliationInWords({ checked: 1, reconciled: 1 })).toBe('The 1 balance agrees');
  });

  it('says why nothing was checked', () => {
    const words = 'Not checked: the statement prints no balances';
    expect(reconciliationInWords(null)).toBe(words);
    expect(reconciliationInWords({ checked: 0, reconciled: 0 })).toBe(words);
  });
});
