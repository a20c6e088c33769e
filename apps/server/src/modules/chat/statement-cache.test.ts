import type { ParsedStatement } from '@sheetwise/statements';
import { describe, expect, it } from 'vitest';
import { StatementCache, estimatedBytes } from './statement-cache';

const statement = (name: string): ParsedStatement => ({
  format: 'csv',
  bank: name,
  currency: null,
  period: { start: '2026-01-01', end: '2026-01-31' },
  transactions: [],
  reconciliation: null,
  warnings: [],
});

const withOneRow = (key: string): ParsedStatement => ({
  ...statement(key),
  transactions: [{ position: 0, date: '2026-01-02', description: key, amountMinor: -100 }],
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

  it('forgets the least recently used once it holds more bytes than it may', async () => {
    const cache = new StatementCache(3 * estimatedBytes(withOneRow('doc:0')));
    const loaded: string[] = [];
    const get = (key: string) =>
      cache.get(key, () => {
        loaded.push(key);
        return Promise.resolve(withOneRow(key));
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

  it('counts a statement by the size of its text, not only its rows', async () => {
    const long = withOneRow('doc:long');
    const short = withOneRow('doc:short');
    const longRow = long.transactions[0];
    if (longRow) longRow.description = 'X'.repeat(1_000);
    expect(estimatedBytes(long) - estimatedBytes(short)).toBeGreaterThan(3_900);
    const cache = new StatementCache(estimatedBytes(long));
    await cache.get('a', () => Promise.resolve(short));
    await cache.get('b', () => Promise.resolve(long));
    // The long one alone fills the cache: the short one went.
    expect(cache.heldBytes).toBe(estimatedBytes(long));
  });

  it('holds a statement loaded twice at once only once', async () => {
    const cache = new StatementCache();
    await Promise.all([
      cache.get('a', () => Promise.resolve(withOneRow('a'))),
      cache.get('a', () => Promise.resolve(withOneRow('a'))),
    ]);
    expect(cache.heldBytes).toBe(estimatedBytes(withOneRow('a')));
  });
});
