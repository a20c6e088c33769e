import type { ParsedStatement } from '@sheetwise/statements';
import { describe, expect, it } from 'vitest';
import { StatementCache } from './statement-cache';

const statement = (name: string): ParsedStatement => ({
  format: 'csv',
  bank: name,
  currency: null,
  period: { start: '2026-01-01', end: '2026-01-31' },
  transactions: [],
  reconciliation: null,
  warnings: [],
});

describe('StatementCache', () => {
  it('loads a statement once and serves the same object after', async () => {
    const cache = new StatementCache();
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve(statement('a'));
    };
    const first = await cache.get('doc:1', load);
    expect(await cache.get('doc:1', load)).toBe(first);
    expect(loads).toBe(1);
  });

  it('forgets the least recently used once it holds more transactions than it may', async () => {
    const cache = new StatementCache(3);
    const loaded: string[] = [];
    const get = (key: string) =>
      cache.get(key, () => {
        loaded.push(key);
        const withRows = statement(key);
        withRows.transactions = [
          { position: 0, date: '2026-01-02', description: key, amountMinor: -100 },
        ];
        return Promise.resolve(withRows);
      });
    await get('doc:0');
    await get('doc:1');
    await get('doc:2');
    await get('doc:0');
    await get('doc:3');
    loaded.length = 0;
    await get('doc:0');
    await get('doc:2');
    await get('doc:1');
    expect(loaded).toEqual(['doc:1']);
  });
});
