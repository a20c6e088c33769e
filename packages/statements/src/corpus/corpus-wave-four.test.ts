import { describe, expect, it } from 'vitest';
import { LAYOUTS } from '../test-support/corpus/layouts';
import { WAVE_FOUR } from '../test-support/corpus/layouts/wave-four';
import { WAVE_THREE } from '../test-support/corpus/layouts/wave-three';
import { WAVE_TWO } from '../test-support/corpus/layouts/wave-two';
import { WAVE_FOUR_GAPS } from './known-gaps';
import { corpusCases } from '../test-support/corpus/cases';
import { problemsOf } from './run-corpus';

/**
 * The corpus's fourth wave: layouts of banks and countries written after the readers were fixed
 * on the third, run to score them on exports they have never seen. Every file must read exactly,
 * or be named in `WAVE_FOUR_GAPS` with what goes wrong.
 */
describe('the corpus (wave four)', () => {
  it('has at least 12 layouts, each name once, none of them in the first corpus or waves two and three', () => {
    const names = WAVE_FOUR.map((layout) => layout.name);
    const earlier = new Set([...LAYOUTS, ...WAVE_TWO, ...WAVE_THREE].map((layout) => layout.name));
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(12);
    expect(names.filter((name) => earlier.has(name))).toEqual([]);
  });

  const cases = corpusCases(WAVE_FOUR);
  it('names only files it has in its gaps', () => {
    const files = new Set(cases.map((item) => `${item.layout} (${item.format})`));
    expect(Object.keys(WAVE_FOUR_GAPS).filter((name) => !files.has(name))).toEqual([]);
  });

  for (const item of cases) {
    const name = `${item.layout} (${item.format})`;
    const gap = WAVE_FOUR_GAPS[name];
    const test = gap ? it.fails : it;
    test(gap ? `${name} does not read exactly yet: ${gap}` : `${name} reads exactly`, async () => {
      expect(await problemsOf(item)).toEqual([]);
    });
  }
});
