import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './display-date';

describe('formatCalendarDate', () => {
  it('writes a calendar date as dd-MMMM-yyyy', () => {
    expect(formatCalendarDate('2023-12-01')).toBe('01-December-2023');
    expect(formatCalendarDate('2024-01-15')).toBe('15-January-2024');
  });

  it('writes it month first or as ISO 8601 when the user chose so', () => {
    expect(formatCalendarDate('2026-11-05', 'month-day-year')).toBe('November 5, 2026');
    expect(formatCalendarDate('2026-11-26', 'iso')).toBe('2026-11-26');
    expect(formatCalendarDate('2026-11-26', 'day-month-year')).toBe('26-November-2026');
  });

  it('returns anything else as it is', () => {
    expect(formatCalendarDate('2023-13-01')).toBe('2023-13-01');
    expect(formatCalendarDate('2023-12-01T10:00:00Z')).toBe('2023-12-01T10:00:00Z');
    expect(formatCalendarDate('')).toBe('');
    expect(formatCalendarDate('2023-13-01', 'month-day-year')).toBe('2023-13-01');
  });
});
