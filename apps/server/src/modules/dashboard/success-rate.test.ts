import { describe, expect, it } from 'vitest';
import { successRate } from './success-rate';

describe('successRate', () => {
  it('is null before any run finished', () => {
    expect(successRate(0, 0)).toBeNull();
  });

  it('rounds clean runs of finished ones to a whole percentage', () => {
    expect(successRate(1, 2)).toBe(50);
    expect(successRate(1, 6)).toBe(17);
    expect(successRate(3, 4)).toBe(75);
  });

  it('says 100 only when every run was clean, and 0 only when none was', () => {
    expect(successRate(4, 4)).toBe(100);
    expect(successRate(999, 1000)).toBe(99);
    expect(successRate(1, 1000)).toBe(1);
    expect(successRate(0, 3)).toBe(0);
  });
});
