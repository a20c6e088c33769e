import { sql, type Kysely } from 'kysely';
import { PAID_PLAN_TYPES, TRIAL_DAYS, type PlanType } from '@sheetwise/contracts';
import type { DB, MailNoticeKind } from '../../db/schema';

export interface PlanEnding {
  userId: string;
  email: string;
  name: string;
  planType: PlanType;
  createdAt: Date;
  planEndDate: Date | null;
}

const TRIAL_HOURS = TRIAL_DAYS * 24;

/**
 * Users with an e-mail whose trial or paid plan ends after `now` and by `until`, and who have not
 * had the notice for that end yet. A trial ends TRIAL_DAYS after sign-up (counted in hours, so
 * that no time zone's daylight saving moves it); a paid plan at plan_end_date, unless cancelled.
 */
export async function findPlansEndingUnnoticed(
  db: Kysely<DB>,
  now: Date,
  until: Date,
): Promise<PlanEnding[]> {
  const trialEnd = sql<Date>`users.created_at + ${TRIAL_HOURS} * interval '1 hour'`;
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'plan_type', 'created_at', 'plan_end_date'])
    .where('email', '<>', '')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('plan_type', '=', 'Trial'),
          eb(trialEnd, '>', now),
          eb(trialEnd, '<=', until),
          eb.not(
            eb.exists(
              eb
                .selectFrom('mail_notices')
                .select('mail_notices.user_id')
                .whereRef('mail_notices.user_id', '=', 'users.id')
                .where('mail_notices.kind', '=', 'trial-ending')
                .where('mail_notices.period_end', '=', trialEnd),
            ),
          ),
        ]),
        eb.and([
          eb('plan_type', 'in', PAID_PLAN_TYPES),
          // A cancelled plan runs to its end without being offered for renewal.
          eb('cancelled_at', 'is', null),
          eb('plan_end_date', '>', now),
          eb('plan_end_date', '<=', until),
          eb.not(
            eb.exists(
              eb
                .selectFrom('mail_notices')
                .select('mail_notices.user_id')
                .whereRef('mail_notices.user_id', '=', 'users.id')
                .where('mail_notices.kind', '=', 'renewal-due')
                .whereRef('mail_notices.period_end', '=', 'users.plan_end_date'),
            ),
          ),
        ]),
      ]),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    email: row.email,
    name: row.name,
    planType: row.plan_type,
    createdAt: row.created_at,
    planEndDate: row.plan_end_date,
  }));
}

/**
 * Claims a notice before it is sent: true for the one caller (of any process) that inserted the
 * row, false when another already had.
 */
export async function claimNotice(
  db: Kysely<DB>,
  notice: { userId: string; kind: MailNoticeKind; periodEnd: Date; sentAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('mail_notices')
    .values({
      user_id: notice.userId,
      kind: notice.kind,
      period_end: notice.periodEnd,
      sent_at: notice.sentAt,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Gives a claim back when its mail could not be sent, so that the next run tries again. */
export function releaseNotice(
  db: Kysely<DB>,
  notice: { userId: string; kind: MailNoticeKind; periodEnd: Date },
): Promise<unknown> {
  return db
    .deleteFrom('mail_notices')
    .where('user_id', '=', notice.userId)
    .where('kind', '=', notice.kind)
    .where('period_end', '=', notice.periodEnd)
    .execute();
}
