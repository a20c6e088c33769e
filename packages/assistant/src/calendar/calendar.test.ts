import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  isValidDay,
  monthsBetween,
} from './calendar';

describe('calendar arithmetic', () => {
  it('knows month lengths and leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(isValidDay(2025, 6, 31)).toBe(false);
    expect(isValidDay(2025, 13, 1)).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(daysBetween('2025-01-01', '2025-02-28')).toBe(58);
  });

  it('adds months, keeping the day or taking the shorter month’s last', () => {
    expect(addMonths('2025-01-05', 1)).toBe('2025-02-05');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-11-30', 3)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });

  it('lists the months a range touches', () => {
    expect(monthsBetween('2024-12-15', '2025-02-01')).toEqual(['2024-12', '2025-01', '2025-02']);
  });
});
