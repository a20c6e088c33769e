import { describe, expect, it } from 'vitest';
import { planReminderDue } from './plan-reminders';

const end = new Date('2026-03-15T10:00:00Z');

describe('planReminderDue', () => {
  it('is silent until three days before the end', () => {
    expect(planReminderDue(end, new Date('2026-03-12T09:59:59Z'))).toBeNull();
  });

  it('reminds that the plan ends soon from three days before until the end day', () => {
    expect(planReminderDue(end, new Date('2026-03-12T10:00:00Z'))).toBe('ends-soon');
    expect(planReminderDue(end, new Date('2026-03-14T23:59:59Z'))).toBe('ends-soon');
  });

  it('reminds on the end day, in UTC, before and after the end moment', () => {
    expect(planReminderDue(end, new Date('2026-03-15T00:00:00Z'))).toBe('ends-today');
    expect(planReminderDue(end, new Date('2026-03-15T23:59:59Z'))).toBe('ends-today');
  });

  it('is silent once the end day is over', () => {
    expect(planReminderDue(end, new Date('2026-03-16T00:00:00Z'))).toBeNull();
  });
});
