import { describe, expect, it } from 'vitest';
import { MARKETING_PRICES_USD, PAID_PLANS, planAmountMinor } from './plans';

describe('plans', () => {
  it('charges the price in cents, as the gateway expects', () => {
    expect(planAmountMinor('Starter')).toBe(1900);
    expect(planAmountMinor('Pro')).toBe(2900);
  });

  it('keeps the landing page prices in step with the plans users buy', () => {
    expect(MARKETING_PRICES_USD).toEqual({ Starter: 19, Professional: 29, Enterprise: 59 });
    expect(PAID_PLANS.Starter.projectLimit).toBe(5);
    expect(PAID_PLANS.Pro.projectLimit).toBe(50);
  });
});
