import {
  paymentPeriodStart,
  paymentStatus,
  type BillingHistory,
  type BillingHistoryEntry,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';

export const RECEIPT_NOT_FOUND = { code: 'receipt-not-found', message: 'Receipt not found.' };

/** A payment as its receipt shows it: the history's entry, who paid and the gateway's id. */
export interface Receipt extends BillingHistoryEntry {
  buyerEmail: string;
  paymentId: string;
}

function paymentsOf(ctx: ServerContext, userId: string) {
  return ctx.db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.razorpay_order_id')
    .select([
      'payments.invoice_number',
      'payments.razorpay_payment_id',
      'payments.user_email',
      'payments.created_at',
      'payments.plan_type',
      'payments.plan_amount',
      'payments.amount_refunded',
      'payments.previous_plan',
      'payments.previous_end',
      'payments.period_end',
      'orders.currency',
    ])
    .where('payments.user_id', '=', userId);
}

type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentsOf>['executeTakeFirstOrThrow']>>;

function entryOf(row: PaymentRow): BillingHistoryEntry {
  const startsAt = paymentPeriodStart({
    plan: row.plan_type,
    paidAt: row.created_at,
    previousPlan: row.previous_plan,
    previousEnd: row.previous_end,
  });
  return {
    invoiceNumber: row.invoice_number,
    paidAt: row.created_at.toISOString(),
    plan: row.plan_type,
    period: row.period_end
      ? { startsAt: startsAt.toISOString(), endsAt: row.period_end.toISOString() }
      : null,
    amountMinor: row.plan_amount,
    refundedMinor: row.amount_refunded,
    currency: row.currency,
    status: paymentStatus(row.plan_amount, row.amount_refunded),
  };
}

/** GET /api/billing/history: the user's payments, newest first. */
export async function billingHistory(ctx: ServerContext, userId: string): Promise<BillingHistory> {
  const rows = await paymentsOf(ctx, userId)
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.invoice_number', 'desc')
    .execute();
  return { payments: rows.map(entryOf) };
}

/** One of the user's payments by its invoice number; another user's is not found, as is none. */
export async function receiptOf(
  ctx: ServerContext,
  userId: string,
  invoiceNumber: string,
): Promise<Receipt> {
  const row = await paymentsOf(ctx, userId)
    .where('payments.invoice_number', '=', invoiceNumber)
    .executeTakeFirst();
  if (!row) throw new AppError(404, RECEIPT_NOT_FOUND.code, RECEIPT_NOT_FOUND.message);
  return {
    ...entryOf(row),
    // Kept with the payment; a payment whose account is gone is no longer any user's.
    buyerEmail: row.user_email ?? '',
    paymentId: row.razorpay_payment_id,
  };
}
