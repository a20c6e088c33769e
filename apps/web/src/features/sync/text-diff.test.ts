import { describe, expect, it } from 'vitest';
import { diffWords } from './text-diff';

describe('diffWords', () => {
  it('marks the words that changed and keeps the rest', () => {
    expect(diffWords('Coffee at Blue Bottle', 'Coffee at Blue Tokai')).toEqual([
      { kind: 'same', text: 'Coffee at Blue ' },
      { kind: 'removed', text: 'Bottle' },
      { kind: 'added', text: 'Tokai' },
    ]);
  });

  it('shows an insertion alone', () => {
    expect(diffWords('coffee', 'Team coffee')).toEqual([
      { kind: 'added', text: 'Team ' },
      { kind: 'same', text: 'coffee' },
    ]);
  });

  it('gives back both texts whole when one side is empty', () => {
    expect(diffWords('', 'new')).toEqual([{ kind: 'added', text: 'new' }]);
    expect(diffWords('old', '')).toEqual([{ kind: 'removed', text: 'old' }]);
  });

  it('rebuilds both texts from its parts, even past the size limit', () => {
    const long = Array.from({ length: 600 }, (_, n) => `w${n}`).join(' ');
    for (const [before, after] of [
      ['a  b c', 'a b  c d'],
      [long, `${long} end`],
    ] as const) {
      const parts = diffWords(before, after);
      const join = (kinds: string[]) =>
        parts
          .filter((p) => kinds.includes(p.kind))
          .map((p) => p.text)
          .join('');
      expect(join(['same', 'removed'])).toBe(before);
      expect(join(['same', 'added'])).toBe(after);
    }
  });
});
