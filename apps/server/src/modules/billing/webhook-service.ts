import type { WebhookAck } from '@sheetwise/contracts';
import type { Kysely } from 'kysely';
import type { ServerContext } from '../../context';
import type { DB } from '../../db/schema';
import { applyPayment } from './upgrade';
import { PAID_EVENTS, REFUND_EVENT, type WebhookEvent, type WebhookPayment } from './webhook-event';

export type WebhookOutcome = WebhookAck['status'];

/**
 * A captured payment for one of our orders, for the amount and currency the order was priced at,
 * completes that order's upgrade (once, however many reports of it arrive).
 */
function applyCaptured(trx: Kysely<DB>, payment: WebhookPayment, at: Date): Promise<boolean> {
  if (!payment.order_id || payment.captured === false) return Promise.resolve(false);
  return applyPayment(trx, {
    orderId: payment.order_id,
    paymentId: payment.id,
    reporter: { charged: { amountMinor: payment.amount, currency: payment.currency } },
    at,
  });
}

/**
 * A full refund ends the paid period now. A refund can arrive before the capture it reverses, so
 * the capture is applied first; a capture reported later then finds the order paid and does
 * nothing. Partial refunds leave the plan as it is.
 */
async function applyRefund(trx: Kysely<DB>, payment: WebhookPayment, at: Date): Promise<boolean> {
  if ((payment.amount_refunded ?? 0) < payment.amount) return false;
  await applyCaptured(trx, payment, at);
  const refunded = await trx
    .updateTable('payments')
    .set({ refunded_at: at })
    .where('razorpay_payment_id', '=', payment.id)
    .where('refunded_at', 'is', null)
    .returning('user_id')
    .executeTakeFirst();
  if (!refunded) return false;
  if (refunded.user_id === null) return true;
  await trx
    .updateTable('users')
    .set({ plan_end_date: at })
    .where('id', '=', refunded.user_id)
    .where('plan_end_date', '>', at)
    .execute();
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
    if (PAID_EVENTS.has(event.event)) applied = await applyCaptured(trx, payment, at);
    else if (event.event === REFUND_EVENT) applied = await applyRefund(trx, payment, at);
    return applied ? 'applied' : 'ignored';
  });
  // Some user's plan changed; webhooks are rare, so every cached session is read afresh.
  if (outcome === 'applied') ctx.sessions.clear();
  return outcome;
}
