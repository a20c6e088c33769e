import { planStatus, type Me, type PlanStatus } from '@sheetwise/contracts';

/** Where the signed-in user's plan stands now, by the same rule the server enforces. */
export function planStatusOf(user: Me, now: Date = new Date()): PlanStatus {
  return planStatus(
    {
      planType: user.planType,
      createdAt: new Date(user.createdAt),
      planEndDate: user.planEndDate ? new Date(user.planEndDate) : null,
    },
    now,
  );
}

/** The plan card's element id on /settings, for links that land on it (the plan reminder's). */
export const PLAN_CARD_ANCHOR = 'plan';
