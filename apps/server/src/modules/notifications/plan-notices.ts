import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  PLAN_NOTICE_DAYS,
  PLAN_REMINDER_LOOKBACK_MS,
  planReminderDue,
  termEnd,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import type { JobRunner } from '../../platform/jobs/job-runner';
import { planReminderEmail } from './emails';
import { claimNotice, findPlansEnding, releaseNotice, type PlanEnding } from './store';

/** What the reminders need: they run as a job, outside any request. */
type NoticeContext = Pick<ServerContext, 'db' | 'clock' | 'config' | 'mailer'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The reminder due for this plan now, with the end of the period it is about. */
function dueReminder(plan: PlanEnding, now: Date) {
  const { term } = plan;
  if (term.planType !== 'Trial' && !term.planEndDate) return null;
  const endsAt = termEnd(term, now);
  const kind = planReminderDue(endsAt, now);
  if (!kind) return null;
  const { planType, cancelled, scheduledPlan } = term;
  return { kind, planType, endsAt, cancelled, scheduledPlan };
}

/**
 * Reminds each user whose trial or paid plan ends within PLAN_NOTICE_DAYS, and again on the day
 * it ends, once per plan period and kind: a renewal moves the end date, and the new period gets
 * its own reminders when their turn comes. Safe to run often and in several processes at once
 * (the reminder's row is claimed before the mail is sent). Returns how many were sent.
 */
export async function sendPlanNotices(ctx: NoticeContext, log: FastifyBaseLogger): Promise<number> {
  const now = ctx.clock.now();
  const from = new Date(now.getTime() - PLAN_REMINDER_LOOKBACK_MS);
  const until = new Date(now.getTime() + PLAN_NOTICE_DAYS * DAY_MS);
  const settings = { appUrl: ctx.config.appUrl, supportEmail: ctx.config.supportEmail };
  let sent = 0;
  for (const plan of await findPlansEnding(ctx.db, from, until)) {
    const reminder = dueReminder(plan, now);
    if (!reminder) continue;
    const claim = { userId: plan.userId, kind: reminder.kind, periodEnd: reminder.endsAt };
    if (!(await claimNotice(ctx.db, { ...claim, sentAt: now }))) continue;
    try {
      const recipient = { email: plan.email, name: plan.name };
      await ctx.mailer.send(planReminderEmail(recipient, settings, reminder, now));
      sent += 1;
    } catch (error) {
      log.error({ err: error, kind: reminder.kind }, 'a plan reminder could not be sent');
      await releaseNotice(ctx.db, claim);
    }
  }
  return sent;
}

export const PLAN_REMINDERS_JOB = 'plan-reminders';
export const PLAN_REMINDER_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The reminders run hourly as a recurring job on the database queue: whichever process claims the
 * row runs them, and the row (not a timer in some process) remembers the next run across restarts.
 */
export function registerPlanReminderJob(
  runner: JobRunner,
  ctx: NoticeContext,
  log: FastifyBaseLogger,
): void {
  runner.register(PLAN_REMINDERS_JOB, {
    payload: z.object({}),
    everyMs: PLAN_REMINDER_INTERVAL_MS,
    run: async () => {
      const sent = await sendPlanNotices(ctx, log);
      if (sent > 0) log.info({ sent }, 'plan reminders sent');
    },
  });
}
