import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['Grace Brewster Murray Hopper', 'GH'],
    ['ada', 'A'],
    ['  ada   king ', 'AK'],
    ['ada@example.com', 'A'],
    ['', 'U'],
    ['Élodie Ørsted', 'ÉØ'],
  ])('%s -> %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
