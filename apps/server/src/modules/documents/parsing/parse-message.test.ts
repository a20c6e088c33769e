import type { ParseResult } from '@sheetwise/statements';
import { describe, expect, it } from 'vitest';
import { CHUNKS_SENT, parseMessages } from './parse-message';

const summary = {
  format: 'csv',
  currency: null,
  currencies: ['EUR', 'USD'],
  period: { start: '2024-01-01', end: '2024-01-02' },
  reconciliation: null,
  warnings: ['a warning'],
} as const;

describe('the parse result as the parse thread sends it', () => {
  it('sends the statement with its count, then its transactions as stored chunks', () => {
    const result: ParseResult = {
      ok: true,
      statement: {
        ...summary,
        currencies: [...summary.currencies],
        warnings: [...summary.warnings],
        transactions: [
          { position: 0, date: '2024-01-01', description: 'Café “Ü” \\ "q"', amountMinor: -350 },
          { position: 1, date: '2024-01-02', description: '', amountMinor: 5, currency: 'EUR' },
        ],
      },
    };
    expect([...parseMessages(result)].map((message) => structuredClone(message))).toStrictEqual([
      { ok: true, statement: { ...summary, transactionCount: 2 } },
      {
        chunk: {
          firstPosition: 0,
          dates: '{"2024-01-01","2024-01-02"}',
          descriptions: '{"Café “Ü” \\\\ \\"q\\"",""}',
          amountsMinor: '{-350,5}',
          balancesMinor: null,
          currencies: '{NULL,"EUR"}',
          categories: null,
          references: null,
          pendings: null,
          types: null,
          feesMinor: null,
        },
      },
      CHUNKS_SENT,
    ]);
  });

  it('passes refusals through unchanged', () => {
    const refusal: ParseResult = {
      ok: false,
      error: { code: 'empty-file', message: 'This file is empty.' },
    };
    const messages = [...parseMessages(refusal)];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toBe(refusal);
  });
});
