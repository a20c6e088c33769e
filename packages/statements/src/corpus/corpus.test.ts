import { describe, expect, it } from 'vitest';
import { LAYOUTS } from '../test-support/corpus/layouts';
import { KNOWN_GAPS } from './known-gaps';
import { casesOf, problemsOf } from './run-corpus';

/**
 * Our own corpus of statements, written by generators after real banks' exports in many countries
 * and languages, with the figures the generators computed: the tuning set, every file exact.
 */
describe('the corpus (tuning set)', () => {
  it('has at least 40 layouts, each name once', () => {
    const names = LAYOUTS.map((layout) => layout.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(40);
  });

  for (const item of casesOf(false)) {
    const name = `${item.layout} (${item.format})`;
    const gap = KNOWN_GAPS[name];
    const test = gap ? it.fails : it;
    test(gap ? `${name} does not read exactly yet: ${gap}` : `${name} reads exactly`, async () => {
      expect(await problemsOf(item)).toEqual([]);
    });
  }
});
