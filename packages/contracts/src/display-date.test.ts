import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './display-date';

describe('formatCalendarDate', () => {
  it('writes a calendar date as dd-MMMM-yyyy', () => {
    expect(formatCalendarDate('2023-12-01')).toBe('01-December-2023');
    expect(formatCalendarDate('2024-01-15')).toBe('15-January-2024');
  });

  it('returns anything else as it is', () => {
    expect(formatCalendarDate('2023-13-01')).toBe('2023-13-01');
    expect(formatCalendarDate('2023-12-01T10:00:00Z')).toBe('2023-12-01T10:00:00Z');
    expect(formatCalendarDate('')).toBe('');
  });
});
