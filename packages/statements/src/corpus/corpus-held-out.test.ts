import { describe, expect, it } from 'vitest';
import { KNOWN_GAPS } from './known-gaps';
import { casesOf, problemsOf } from './run-corpus';

/**
 * The corpus's held-out layouts (split.ts): kept out of the tuning, run at the end to score the
 * readers on layouts they were not fitted to. Every file must read exactly.
 */
describe('the corpus (held-out set)', () => {
  for (const item of casesOf(true)) {
    const name = `${item.layout} (${item.format})`;
    const gap = KNOWN_GAPS[name];
    const test = gap ? it.fails : it;
    test(gap ? `${name} does not read exactly yet: ${gap}` : `${name} reads exactly`, async () => {
      expect(await problemsOf(item)).toEqual([]);
    });
  }
});
