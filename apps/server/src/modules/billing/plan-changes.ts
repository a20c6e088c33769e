import {
  canCancel,
  canReactivate,
  planChoice,
  type BillingChoices,
  type SchedulePlanRequest,
} from '@sheetwise/contracts';
import type { Kysely } from 'kysely';
import type { ServerContext } from '../../context';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { PLAN_COLUMNS, presentChoices, termOf } from './plan-term';

export const PLAN_CHANGE_ERROR_CODES = { notAvailable: 'plan-change-not-available' } as const;

function lockedPlan(trx: Kysely<DB>, userId: string) {
  return trx
    .selectFrom('users')
    .select(PLAN_COLUMNS)
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

function notAvailable(message: string): AppError {
  return new AppError(409, PLAN_CHANGE_ERROR_CODES.notAvailable, message);
}

/** The plan and each choice as it would be charged now, read afresh from the database. */
export async function billingChoices(ctx: ServerContext, userId: string): Promise<BillingChoices> {
  const user = await ctx.db
    .selectFrom('users')
    .select(PLAN_COLUMNS)
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return presentChoices(user, ctx.clock.now());
}

/**
 * Changes what happens when the paid period ends, under the user's row lock (a payment running at
 * the same time sees it before or after, never half of it), and answers the plan card afresh.
 */
async function changeEnding(
  ctx: ServerContext,
  userId: string,
  change: (
    user: Awaited<ReturnType<typeof lockedPlan>>,
    now: Date,
  ) => Partial<{
    scheduled_plan: SchedulePlanRequest['plan'] | null;
    cancelled_at: Date | null;
  }>,
): Promise<BillingChoices> {
  const now = ctx.clock.now();
  const user = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockedPlan(trx, userId);
    const columns = change(locked, now);
    await trx.updateTable('users').set(columns).where('id', '=', userId).execute();
    return { ...locked, ...columns };
  });
  ctx.sessions.forgetUser(userId);
  return presentChoices(user, now);
}

/** A lower plan follows the paid period; nothing is charged now. */
export function schedulePlan(
  ctx: ServerContext,
  userId: string,
  request: SchedulePlanRequest,
): Promise<BillingChoices> {
  return changeEnding(ctx, userId, (user, now) => {
    if (planChoice(termOf(user), request.plan, now).kind !== 'downgrade') {
      throw notAvailable(`There is no change to ${request.plan} to schedule on your plan now.`);
    }
    return { scheduled_plan: request.plan, cancelled_at: null };
  });
}

/** The plan runs to its end date and is not renewed; a scheduled change is dropped with it. */
export function cancelPlan(ctx: ServerContext, userId: string): Promise<BillingChoices> {
  return changeEnding(ctx, userId, (user, now) => {
    if (!canCancel(termOf(user), now)) {
      throw notAvailable('Only a paid plan that is still running can be cancelled.');
    }
    return { cancelled_at: now, scheduled_plan: null };
  });
}

/** Before the end date: undoes a cancellation or a scheduled change, so the plan carries on. */
export function reactivatePlan(ctx: ServerContext, userId: string): Promise<BillingChoices> {
  return changeEnding(ctx, userId, (user, now) => {
    if (!canReactivate(termOf(user), now)) {
      throw notAvailable('There is no cancellation or scheduled change to undo on your plan.');
    }
    return { cancelled_at: null, scheduled_plan: null };
  });
}
