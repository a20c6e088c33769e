import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './category-table';
import { categoryAndChildren, isWithin, isWithinAny } from './hierarchy';

describe('the category tree', () => {
  it('puts fuel, public transport, taxis and parking under transport', () => {
    expect(categoryAndChildren('transport')).toEqual([
      'transport',
      'fuel',
      'public-transport',
      'taxis',
      'parking',
    ]);
  });

  it('puts flights, trains and lodging under travel, and no transport', () => {
    expect(categoryAndChildren('travel')).toEqual(['travel', 'flights', 'rail', 'lodging']);
  });

  it('matches a broad question with its children, a narrow one with its own rows only', () => {
    expect(isWithin('taxis', 'transport')).toBe(true);
    expect(isWithin('fuel', 'transport')).toBe(true);
    expect(isWithin('taxis', 'fuel')).toBe(false);
    expect(isWithin('transport', 'fuel')).toBe(false);
    expect(isWithin('lodging', 'travel')).toBe(true);
    expect(isWithin('lodging', 'transport')).toBe(false);
    expect(isWithin('interest-charged', 'interest')).toBe(true);
    expect(isWithin('interest-charged', 'fees')).toBe(false);
    expect(isWithin(undefined, 'transport')).toBe(false);
    expect(isWithinAny('telecoms', ['groceries', 'bills'])).toBe(true);
  });

  it('has only parents that are categories, and no loops', () => {
    const ids = new Set(CATEGORIES.map((category) => category.id));
    for (const category of CATEGORIES) {
      if (category.parent !== undefined) expect(ids.has(category.parent)).toBe(true);
      expect(categoryAndChildren(category.id).filter((id) => id === category.id)).toHaveLength(1);
    }
  });

  it('gives each question word to one category only', () => {
    const words = CATEGORIES.flatMap((category) => category.words);
    expect(words.filter((word, index) => words.indexOf(word) !== index)).toEqual([]);
  });
});
