import type { JobQueue } from '../../platform/jobs/job-runner';
import { REFUND_SET_ASIDE_JOB } from './refund-job';
import {
  currentTerm,
  isChargedNow,
  planChoice,
  termAfterPayment,
  termEnd,
  type PlanTerm,
} from '@sheetwise/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { DB, OrdersTable } from '../../db/schema';
import { nextInvoiceNumber } from './invoice-number';
import { PLAN_COLUMNS, paidColumns, termOf } from './plan-term';

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
 * The plan after an order's payment, or null when the plan changed since the order was priced
 * (another tab's payment came first) and this order's price no longer buys anything: the
 * payment is then recorded as set aside, for a refund, and the plan stays as it is. A price that
 * still buys the same (a second full-price renewal) applies as that choice now.
 */
function planAfterPayment(
  order: Selectable<OrdersTable>,
  stored: PlanTerm,
  at: Date,
): PlanTerm | null {
  const choice = planChoice(stored, order.plan, at);
  if (!isChargedNow(choice)) return null;
  const current = currentTerm(stored, at);
  const pricedAgainstThis =
    current.planType === order.priced_plan &&
    termEnd(current, at).getTime() === order.priced_end?.getTime();
  const applies =
    (pricedAgainstThis && choice.kind === order.kind) || choice.amountMinor === order.amount_minor;
  return applies ? termAfterPayment(stored, choice, at) : null;
}

/**
 * Records one order's payment and changes the plan, inside the caller's transaction. The order
 * row is locked first, so two reports of the same payment (the browser's verification, webhooks)
 * cannot both apply it; then the user's row, so two orders paid at once apply one after the
 * other, the second against the plan the first left. Returns false when the order does not
 * exist, the reporter cannot vouch for it, or another payment paid it; true when the payment is
 * recorded, now or before.
 */
export async function applyPayment(
  trx: Kysely<DB>,
  jobs: JobQueue,
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
          .select(['email', 'name', ...PLAN_COLUMNS])
          .where('id', '=', order.user_id)
          .forUpdate()
          .executeTakeFirstOrThrow();
  const before = user ? currentTerm(termOf(user), payment.at) : null;
  const after = user ? planAfterPayment(order, termOf(user), payment.at) : null;
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
      previous_plan: before?.planType ?? null,
      previous_start: before?.planStartDate ?? null,
      previous_end: before?.planEndDate ?? null,
      period_end: after?.planEndDate ?? null,
      superseded_at: user && !after ? payment.at : null,
      invoice_number: await nextInvoiceNumber(trx, payment.at),
    })
    .execute();
  await trx.updateTable('orders').set({ paid_at: payment.at }).where('id', '=', order.id).execute();
  // Set aside: the money goes back, by a job that commits with the payment (the caller nudges).
  if (user && !after) {
    await jobs.add(trx, REFUND_SET_ASIDE_JOB, { paymentId: payment.paymentId });
  }
  if (!after || order.user_id === null) return true;
  await trx.updateTable('users').set(paidColumns(after)).where('id', '=', order.user_id).execute();
  return true;
}
