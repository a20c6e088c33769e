import { describe, expect, it } from 'vitest';
import { paidPeriodEnd, trialEndDate } from './plans';
import { projectLimit, usageOf } from './usage';

describe('plan limits and dates', () => {
  it('limits Starter to 5 and Pro to 50 projects, and gives the trial the Pro limit', () => {
    expect(projectLimit('Starter')).toBe(5);
    expect(projectLimit('Pro')).toBe(50);
    expect(projectLimit('Trial')).toBe(50);
  });

  it('never reports fewer than zero remaining', () => {
    expect(usageOf('Starter', 7)).toEqual({ planType: 'Starter', limit: 5, used: 7, remaining: 0 });
    expect(usageOf('Pro', 3).remaining).toBe(47);
    expect(usageOf('Trial', 3).remaining).toBe(47);
  });

  it('ends a trial 14 days and a paid period 30 days after they start', () => {
    const start = new Date('2024-06-05T10:00:00Z');
    expect(trialEndDate(start).toISOString()).toBe('2024-06-19T10:00:00.000Z');
    expect(paidPeriodEnd(start).toISOString()).toBe('2024-07-05T10:00:00.000Z');
  });
});
