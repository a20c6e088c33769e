import { paidPeriodEnd, type PaidPlanType } from '@sheetwise/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Who reports a payment: the signed-in buyer (the browser's verification), whose order it must
 * be, or the provider (a webhook), whose charge must be the order's price.
 */
export type PaymentReporter =
  { userId: string } | { charged: { amountMinor: number; currency: string } };

function vouchesFor(
  reporter: PaymentReporter,
  order: { user_id: string | null; amount_minor: number; currency: string },
): boolean {
  if ('userId' in reporter) return order.user_id === reporter.userId;
  return (
    order.amount_minor === reporter.charged.amountMinor &&
    order.currency === reporter.charged.currency
  );
}

/**
 * Records one order's payment and changes the plan, inside the caller's transaction. The order
 * row is locked first, so two reports of the same payment (the browser's verification, webhooks)
 * cannot both apply it. Returns false when the order does not exist, the reporter cannot vouch for
 * it, or another payment paid it; true when the payment is recorded, now or before.
 */
export async function applyPayment(
  trx: Kysely<DB>,
  payment: { orderId: string; paymentId: string; reporter: PaymentReporter; at: Date },
): Promise<boolean> {
  const order = await trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', payment.orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!order || !vouchesFor(payment.reporter, order)) return false;
  const recorded = await trx
    .selectFrom('payments')
    .select('razorpay_payment_id')
    .where('razorpay_order_id', '=', order.id)
    .executeTakeFirst();
  if (recorded) return recorded.razorpay_payment_id === payment.paymentId;

  // An account deleted after ordering: the payment is still recorded for the accounts, unnamed.
  const user =
    order.user_id === null
      ? null
      : await trx
          .selectFrom('users')
          .select(['email', 'name', 'plan_type', 'plan_end_date'])
          .where('id', '=', order.user_id)
          .executeTakeFirstOrThrow();
  await trx
    .insertInto('payments')
    .values({
      razorpay_payment_id: payment.paymentId,
      razorpay_order_id: order.id,
      user_id: order.user_id,
      user_email: user?.email ?? null,
      user_name: user?.name ?? null,
      plan_type: order.plan,
      plan_amount: order.amount_minor,
      plan_start_date: payment.at,
      created_at: payment.at,
    })
    .execute();
  await trx.updateTable('orders').set({ paid_at: payment.at }).where('id', '=', order.id).execute();
  if (!user || order.user_id === null) return true;
  await trx
    .updateTable('users')
    .set({
      plan_type: order.plan,
      plan_start_date: payment.at,
      plan_end_date: paidPeriodEnd(periodStart(order.plan, user, payment.at)),
    })
    .where('id', '=', order.user_id)
    .execute();
  return true;
}

/** A renewal of the plan still running extends it from its end; anything else starts now. */
function periodStart(
  plan: PaidPlanType,
  user: { plan_type: string; plan_end_date: Date | null },
  now: Date,
): Date {
  const running = user.plan_end_date !== null && user.plan_end_date > now;
  return running && user.plan_type === plan && user.plan_end_date ? user.plan_end_date : now;
}
