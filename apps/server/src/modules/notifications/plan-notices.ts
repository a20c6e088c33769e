import type { FastifyBaseLogger } from 'fastify';
import { PLAN_NOTICE_DAYS, trialEndDate } from '@sheetwise/contracts';
import type { ServerContext } from '../../context';

/** What the notices need: they run on a timer, outside any request. */
type NoticeContext = Pick<ServerContext, 'db' | 'clock' | 'config' | 'mailer'>;
import type { MailNoticeKind } from '../../db/schema';
import type { MailMessage } from '../../platform/mail/mailer';
import { renewalDueEmail, trialEndingEmail } from './emails';
import { claimNotice, findPlansEndingUnnoticed, releaseNotice, type PlanEnding } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;

interface Notice {
  kind: MailNoticeKind;
  periodEnd: Date;
  message: MailMessage;
}

function noticeFor(ctx: NoticeContext, plan: PlanEnding): Notice | null {
  const recipient = { email: plan.email, name: plan.name };
  const settings = { appUrl: ctx.config.appUrl, supportEmail: ctx.config.supportEmail };
  if (plan.planType === 'Trial') {
    const periodEnd = trialEndDate(plan.createdAt);
    return {
      kind: 'trial-ending',
      periodEnd,
      message: trialEndingEmail(recipient, settings, periodEnd),
    };
  }
  if (!plan.planEndDate) return null;
  return {
    kind: 'renewal-due',
    periodEnd: plan.planEndDate,
    message: renewalDueEmail(recipient, settings, plan.planType, plan.planEndDate),
  };
}

/**
 * Tells each user whose trial or paid plan ends within PLAN_NOTICE_DAYS, once per plan period:
 * a renewal moves the end date, and the new period gets its own notice when its turn comes.
 * Safe to run often and in several processes at once (the notice row is claimed before the mail
 * is sent). Returns how many notices were sent.
 */
export async function sendPlanNotices(ctx: NoticeContext, log: FastifyBaseLogger): Promise<number> {
  const now = ctx.clock.now();
  const until = new Date(now.getTime() + PLAN_NOTICE_DAYS * DAY_MS);
  let sent = 0;
  for (const plan of await findPlansEndingUnnoticed(ctx.db, now, until)) {
    const notice = noticeFor(ctx, plan);
    if (!notice) continue;
    const claim = { userId: plan.userId, kind: notice.kind, periodEnd: notice.periodEnd };
    if (!(await claimNotice(ctx.db, { ...claim, sentAt: now }))) continue;
    try {
      await ctx.mailer.send(notice.message);
      sent += 1;
    } catch (error) {
      log.error({ err: error, kind: notice.kind }, 'a plan notice could not be sent');
      await releaseNotice(ctx.db, claim);
    }
  }
  return sent;
}

export const PLAN_NOTICE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs sendPlanNotices now and then every hour, never two runs at once in this process. The
 * timer does not keep the process alive; stop() ends it and waits for a run under way.
 */
export function schedulePlanNotices(
  ctx: NoticeContext,
  log: FastifyBaseLogger,
  intervalMs = PLAN_NOTICE_INTERVAL_MS,
): { stop(): Promise<void> } {
  let current: Promise<void> | null = null;
  const run = () => {
    current ??= sendPlanNotices(ctx, log)
      .then((sent) => {
        if (sent > 0) log.info({ sent }, 'plan notices sent');
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'plan notices failed');
      })
      .finally(() => {
        current = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await current;
    },
  };
}
