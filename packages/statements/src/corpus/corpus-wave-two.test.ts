import { describe, expect, it } from 'vitest';
import { LAYOUTS } from '../test-support/corpus/layouts';
import { WAVE_TWO } from '../test-support/corpus/layouts/wave-two';
import { WAVE_TWO_GAPS } from './known-gaps';
import { corpusCases } from '../test-support/corpus/cases';
import { problemsOf } from './run-corpus';

/**
 * The corpus's second wave: layouts of banks and countries written after the readers were tuned,
 * run to score them on exports they have never seen. Every file must read exactly, or be named
 * in `WAVE_TWO_GAPS` with what goes wrong.
 */
describe('the corpus (wave two)', () => {
  it('has at least 14 layouts, each name once, none of them in the first corpus', () => {
    const names = WAVE_TWO.map((layout) => layout.name);
    const first = new Set(LAYOUTS.map((layout) => layout.name));
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(14);
    expect(names.filter((name) => first.has(name))).toEqual([]);
  });

  const cases = corpusCases(WAVE_TWO);
  it('names only files it has in its gaps', () => {
    const files = new Set(cases.map((item) => `${item.layout} (${item.format})`));
    expect(Object.keys(WAVE_TWO_GAPS).filter((name) => !files.has(name))).toEqual([]);
  });

  for (const item of cases) {
    const name = `${item.layout} (${item.format})`;
    const gap = WAVE_TWO_GAPS[name];
    const test = gap ? it.fails : it;
    test(gap ? `${name} does not read exactly yet: ${gap}` : `${name} reads exactly`, async () => {
      expect(await problemsOf(item)).toEqual([]);
    });
  }
});
