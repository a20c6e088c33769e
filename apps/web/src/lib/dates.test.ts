import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatDisplayPeriod } from './dates';

describe('formatDisplayDate', () => {
  it('writes the spec’s dd-MMMM-yyyy unless told otherwise', () => {
    expect(formatDisplayDate('2026-11-05')).toBe('05-November-2026');
    expect(formatDisplayDate(new Date(2026, 10, 26, 23, 30))).toBe('26-November-2026');
  });

  it('writes the date the user chose', () => {
    expect(formatDisplayDate('2026-11-05', 'month-day-year')).toBe('November 5, 2026');
    expect(formatDisplayDate(new Date(2026, 10, 26, 23, 30), 'iso')).toBe('2026-11-26');
  });
});

describe('formatDisplayPeriod', () => {
  const march = { start: '2026-03-01', end: '2026-03-31' };

  it('writes both ends in the same form', () => {
    expect(formatDisplayPeriod(march)).toBe('01-March-2026 – 31-March-2026');
    expect(formatDisplayPeriod(march, 'month-day-year')).toBe('March 1, 2026 – March 31, 2026');
    expect(formatDisplayPeriod(march, 'iso')).toBe('2026-03-01 – 2026-03-31');
  });
});
