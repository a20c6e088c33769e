import { PLAN_EXPIRED_CODE, planExpiredMessage, planStatus } from '@sheetwise/contracts';
import { AppError } from '../../http/app-error';
import type { UserRow } from '../users/store';

/**
 * New work (an upload, a question) needs a plan that is still running. Reading what is already
 * there never does, so an ended plan keeps its documents and chats in view.
 */
export function requireActivePlan(user: UserRow, now: Date): void {
  const status = planStatus(
    { planType: user.plan_type, createdAt: user.created_at, planEndDate: user.plan_end_date },
    now,
  );
  if (status.expired) {
    throw new AppError(403, PLAN_EXPIRED_CODE, planExpiredMessage(user.plan_type));
  }
}
