import type { ParseResult } from '@sheetwise/statements';
import { describe, expect, it } from 'vitest';
import { packResult, transferables, unpackResult } from './packed-statement';

const statement = {
  format: 'csv',
  currency: null,
  currencies: ['EUR', 'USD'],
  period: { start: '2024-01-01', end: '2024-01-31' },
  reconciliation: null,
  warnings: ['a warning'],
} as const;

describe('the parse result as it crosses threads', () => {
  it('comes back exactly as it went, absent fields absent and empty texts empty', () => {
    const result: ParseResult = {
      ok: true,
      statement: {
        ...statement,
        currencies: [...statement.currencies],
        warnings: [...statement.warnings],
        transactions: [
          { position: 0, date: '2024-01-01', description: 'Café “Ü” \\ "q"', amountMinor: -350 },
          {
            position: 1,
            date: '2024-01-02',
            description: '',
            amountMinor: 9_007_199_254_740_991,
            balanceMinor: 0,
            currency: 'EUR',
            reference: 'R1',
            category: 'Food',
            pending: false,
          },
          { position: 2, date: '2024-01-03', description: 'x', amountMinor: 0, pending: true },
        ],
      },
    };
    const copy = structuredClone(result);
    expect(unpackResult(structuredClone(packResult(result)))).toStrictEqual(copy);
  });

  it('passes refusals through and transfers nothing for them', () => {
    const refusal: ParseResult = {
      ok: false,
      error: { code: 'empty-file', message: 'This file is empty.' },
    };
    const packed = packResult(refusal);
    expect(transferables(packed)).toEqual([]);
    expect(unpackResult(packed)).toStrictEqual(refusal);
  });
});
