import { sql, type Kysely } from 'kysely';
import { PAID_PLAN_TYPES, TRIAL_DAYS, type PlanTerm } from '@sheetwise/contracts';
import type { DB, MailNoticeKind } from '../../db/schema';
import { PLAN_COLUMNS, termOf } from '../billing/plan-term';

export interface PlanEnding {
  userId: string;
  email: string;
  name: string;
  term: PlanTerm;
}

const TRIAL_HOURS = TRIAL_DAYS * 24;

/**
 * Users with an e-mail whose trial or paid plan ends after `from` and by `until`. A trial ends
 * TRIAL_DAYS after sign-up (counted in hours, so that no time zone's daylight saving moves it); a
 * paid plan at plan_end_date. Which reminder is due, if any, is for the caller to decide.
 */
export async function findPlansEnding(
  db: Kysely<DB>,
  from: Date,
  until: Date,
): Promise<PlanEnding[]> {
  const trialEnd = sql<Date>`users.created_at + ${TRIAL_HOURS} * interval '1 hour'`;
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', ...PLAN_COLUMNS])
    .where('email', '<>', '')
    .where((eb) =>
      eb.or([
        eb.and([eb('plan_type', '=', 'Trial'), eb(trialEnd, '>', from), eb(trialEnd, '<=', until)]),
        eb.and([
          eb('plan_type', 'in', PAID_PLAN_TYPES),
          eb('plan_end_date', '>', from),
          eb('plan_end_date', '<=', until),
        ]),
      ]),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    email: row.email,
    name: row.name,
    term: termOf(row),
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
