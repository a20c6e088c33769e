import { z } from 'zod';
import { PAID_PLAN_TYPES, type PaidPlanType, type PlanType } from './plans';

/** Who sells the plans, as a receipt names them; the contact address is the support e-mail. */
export const SELLER_NAME = 'Sheetwise';

/**
 * Invoice numbers run without gaps within each calendar year (UTC) of payment:
 * SW-2026-000001, SW-2026-000002, ...
 */
export const INVOICE_NUMBER_PREFIX = 'SW';
const INVOICE_SEQUENCE_DIGITS = 6;
export const INVOICE_NUMBER_PATTERN = /^SW-\d{4}-\d{6}$/;

export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${INVOICE_NUMBER_PREFIX}-${String(year)}-${String(sequence).padStart(INVOICE_SEQUENCE_DIGITS, '0')}`;
}

export const PAYMENT_STATUSES = ['paid', 'partly-refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid',
  'partly-refunded': 'Partly refunded',
  refunded: 'Refunded',
};

export function paymentStatus(amountMinor: number, refundedMinor: number): PaymentStatus {
  if (refundedMinor <= 0) return 'paid';
  return refundedMinor >= amountMinor ? 'refunded' : 'partly-refunded';
}

/**
 * When the period a payment bought begins: a renewal (the same plan, still running when paid)
 * follows the current end date; a purchase or an upgrade begins when it is paid.
 */
export function paymentPeriodStart(payment: {
  plan: PaidPlanType;
  paidAt: Date;
  previousPlan: PlanType | null;
  previousEnd: Date | null;
}): Date {
  const renewal =
    payment.previousPlan === payment.plan &&
    payment.previousEnd !== null &&
    payment.previousEnd.getTime() > payment.paidAt.getTime();
  return renewal && payment.previousEnd ? payment.previousEnd : payment.paidAt;
}

/** One payment in GET /api/billing/history, newest first. */
export const BillingHistoryEntry = z.object({
  invoiceNumber: z.string().regex(INVOICE_NUMBER_PATTERN),
  paidAt: z.iso.datetime(),
  plan: z.enum(PAID_PLAN_TYPES),
  /** Null when another payment changed the plan first and this one was set aside for a refund. */
  period: z.object({ startsAt: z.iso.datetime(), endsAt: z.iso.datetime() }).nullable(),
  amountMinor: z.number().int().positive(),
  refundedMinor: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
});
export type BillingHistoryEntry = z.infer<typeof BillingHistoryEntry>;

export const BillingHistory = z.object({ payments: z.array(BillingHistoryEntry) });
export type BillingHistory = z.infer<typeof BillingHistory>;
