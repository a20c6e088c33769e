import type { WebhookAck } from '@sheetwise/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { ServerContext } from '../../context';
import type { DB, PaymentsTable } from '../../db/schema';
import type { JobQueue } from '../../platform/jobs/job-runner';
import { applyPayment } from './upgrade';
import { PAID_EVENTS, REFUND_EVENT, type WebhookEvent, type WebhookPayment } from './webhook-event';

export type WebhookOutcome = WebhookAck['status'];

/**
 * A captured payment for one of our orders, for the amount and currency the order was priced at,
 * completes that order's upgrade (once, however many reports of it arrive).
 */
function applyCaptured(
  trx: Kysely<DB>,
  jobs: JobQueue,
  payment: WebhookPayment,
  at: Date,
): Promise<boolean> {
  if (!payment.order_id || payment.captured === false) return Promise.resolve(false);
  return applyPayment(trx, jobs, {
    orderId: payment.order_id,
    paymentId: payment.id,
    reporter: { charged: { amountMinor: payment.amount, currency: payment.currency } },
    at,
  });
}

/**
 * Takes back what a fully refunded payment gave. When it is still the plan's latest change, the
 * plan returns to what it was before (the trial, the Starter period an upgrade replaced, the end
 * date a renewal extended); when a later payment has built on it, the days it added come off the
 * end date, which goes no earlier than now.
 */
async function undoPayment(trx: Kysely<DB>, refunded: Selectable<PaymentsTable>, at: Date) {
  if (refunded.user_id === null || refunded.superseded_at) return;
  const user = await trx
    .selectFrom('users')
    .select(['plan_type', 'plan_end_date'])
    .where('id', '=', refunded.user_id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const latest =
    user.plan_type === refunded.plan_type &&
    user.plan_end_date?.getTime() === refunded.period_end?.getTime();
  if (latest && refunded.previous_plan) {
    await trx
      .updateTable('users')
      .set({
        plan_type: refunded.previous_plan,
        plan_start_date: refunded.previous_start,
        plan_end_date: refunded.previous_end,
        scheduled_plan: null,
      })
      .where('id', '=', refunded.user_id)
      .execute();
    return;
  }
  const end = user.plan_end_date ?? at;
  const added = refunded.period_end
    ? refunded.period_end.getTime() - (refunded.previous_end ?? refunded.created_at).getTime()
    : end.getTime() - at.getTime();
  const shortened = new Date(Math.max(at.getTime(), end.getTime() - added));
  if (shortened < end) {
    await trx
      .updateTable('users')
      .set({ plan_end_date: shortened })
      .where('id', '=', refunded.user_id)
      .execute();
  }
}

/**
 * Records a refund, full or partial, on its payment; a full one also takes back what the payment
 * gave. A partial refund leaves the plan as it is. A refund can arrive before the capture it
 * reverses, so the capture is applied first; a capture reported later then finds the order paid
 * and does nothing. Refunds only grow: a late report of a smaller one changes nothing.
 */
async function applyRefund(
  trx: Kysely<DB>,
  jobs: JobQueue,
  payment: WebhookPayment,
  at: Date,
): Promise<boolean> {
  const amountRefunded = payment.amount_refunded ?? 0;
  if (amountRefunded === 0) return false;
  await applyCaptured(trx, jobs, payment, at);
  const full = amountRefunded >= payment.amount;
  const refunded = await trx
    .updateTable('payments')
    .set({ amount_refunded: amountRefunded, ...(full ? { refunded_at: at } : {}) })
    .where('razorpay_payment_id', '=', payment.id)
    .where('amount_refunded', '<', amountRefunded)
    .returningAll()
    .executeTakeFirst();
  if (!refunded) return false;
  if (full) await undoPayment(trx, refunded, at);
  return true;
}

/**
 * Handles one verified event in one transaction. Its id is stored first: a redelivery, even one
 * racing the first, finds it and changes nothing; a failure rolls the id back so the provider's
 * retry is handled afresh.
 */
export async function handleWebhook(
  ctx: ServerContext,
  eventId: string,
  event: WebhookEvent,
): Promise<WebhookOutcome> {
  const at = ctx.clock.now();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('webhook_events')
      .values({ id: eventId, event: event.event, received_at: at })
      .onConflict((conflict) => conflict.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!fresh) return 'duplicate';
    const payment = event.payload.payment?.entity;
    if (!payment) return 'ignored';
    let applied = false;
    if (PAID_EVENTS.has(event.event)) applied = await applyCaptured(trx, ctx.jobs, payment, at);
    else if (event.event === REFUND_EVENT) applied = await applyRefund(trx, ctx.jobs, payment, at);
    return applied ? 'applied' : 'ignored';
  });
  // Some user's plan changed; webhooks are rare, so every cached session is read afresh. A
  // set-aside payment's refund waits in the queue.
  if (outcome === 'applied') {
    ctx.sessions.clear();
    ctx.jobs.nudge();
  }
  return outcome;
}
