import { describe, expect, it } from 'vitest';
import { nextScheduledRun, scheduleLabel, scheduleProblem } from './sync-schedule';

const at = (iso: string) => new Date(iso);

describe('nextScheduledRun', () => {
  it('rounds up to the next quarter hour or hour, strictly after the moment given', () => {
    const every = { kind: 'every-15-minutes', time: null } as const;
    expect(nextScheduledRun(every, at('2026-11-26T10:07:30Z'))).toEqual(at('2026-11-26T10:15:00Z'));
    expect(nextScheduledRun(every, at('2026-11-26T10:15:00Z'))).toEqual(at('2026-11-26T10:30:00Z'));
    const hourly = { kind: 'hourly', time: null } as const;
    expect(nextScheduledRun(hourly, at('2026-11-26T23:59:59Z'))).toEqual(
      at('2026-11-27T00:00:00Z'),
    );
  });

  it('runs daily at the time given in UTC, tomorrow once today’s has passed, across a month end', () => {
    const daily = { kind: 'daily', time: '09:30' } as const;
    expect(nextScheduledRun(daily, at('2026-11-30T09:29:00Z'))).toEqual(at('2026-11-30T09:30:00Z'));
    expect(nextScheduledRun(daily, at('2026-11-30T09:30:00Z'))).toEqual(at('2026-12-01T09:30:00Z'));
    expect(nextScheduledRun({ kind: 'manual', time: null }, at('2026-11-30T09:30:00Z'))).toBeNull();
  });

  it('refuses a daily time that is not HH:MM, and names every schedule', () => {
    expect(scheduleProblem({ kind: 'daily', time: '24:00' })).not.toBeNull();
    expect(scheduleProblem({ kind: 'daily', time: null })).not.toBeNull();
    expect(scheduleProblem({ kind: 'daily', time: '07:05' })).toBeNull();
    expect(scheduleLabel({ kind: 'daily', time: '07:05' })).toBe('Daily at 07:05 UTC');
    expect(scheduleLabel({ kind: 'every-15-minutes', time: null })).toBe('Every 15 minutes');
  });
});
