import { describe, expect, it } from 'vitest';
import { planLimitMessage, planStatus } from './plan-status';

const createdAt = new Date('2026-11-01T09:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe('planStatus', () => {
  it('ends a trial 14 days after sign-up, to the millisecond', () => {
    const trial = { planType: 'Trial' as const, createdAt, planEndDate: null };
    expect(planStatus(trial, at('2026-11-15T08:59:59.999Z'))).toEqual({
      planType: 'Trial',
      endsAt: at('2026-11-15T09:00:00.000Z'),
      expired: false,
    });
    expect(planStatus(trial, at('2026-11-15T09:00:00.000Z')).expired).toBe(true);
  });

  it('ends a paid plan at its end date, and treats a paid plan without one as ended', () => {
    const pro = {
      planType: 'Pro' as const,
      createdAt,
      planEndDate: at('2026-12-20T00:00:00.000Z'),
    };
    expect(planStatus(pro, at('2026-12-19T23:59:59.000Z')).expired).toBe(false);
    expect(planStatus(pro, at('2026-12-20T00:00:00.000Z')).expired).toBe(true);
    expect(planStatus({ ...pro, planEndDate: null }, at('2026-11-02T00:00:00.000Z')).expired).toBe(
      true,
    );
  });
});

describe('planLimitMessage', () => {
  it('names the limit reached and what lifts it', () => {
    expect(planLimitMessage('Starter', 5)).toBe(
      'Your Starter plan allows 5 new projects a month, and you have used all 5. Upgrade to Pro in Settings for 50 a month.',
    );
    expect(planLimitMessage('Trial', 50)).toBe(
      'Your Trial plan allows 50 new projects a month, and you have used all 50. Choose a plan in Settings to upload more now.',
    );
    expect(planLimitMessage('Pro', 50)).toBe(
      'Your Pro plan allows 50 new projects a month, and you have used all 50. New uploads open again on the first day of next month.',
    );
  });
});
