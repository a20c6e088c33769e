import { z } from 'zod';
import { PLAN_CHOICE_KINDS } from './plan-choices';
import { PAID_PLAN_TYPES, PLAN_TYPES } from './plans';

/**
 * Only the chosen plan travels: the server prices it from the user's plan, its end date and
 * today (plan-choices.ts), and ignores any amount a client sends.
 */
export const CreateOrderRequest = z.object({ plan: z.enum(PAID_PLAN_TYPES) });
export type CreateOrderRequest = z.infer<typeof CreateOrderRequest>;

export const CreateOrderResponse = z.object({
  order_id: z.string(),
  amount: z.number().int().positive(),
  currency: z.string(),
  key_id: z.string(),
  /** Which checkout the browser opens: Razorpay's, or the built-in test checkout. */
  provider: z.enum(['razorpay', 'test']),
});
export type CreateOrderResponse = z.infer<typeof CreateOrderResponse>;

/** What a checkout hands back on success, named as Razorpay names it. */
export const VerifyPaymentRequest = z.object({
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_signature: z.string().min(1).max(128),
});
export type VerifyPaymentRequest = z.infer<typeof VerifyPaymentRequest>;

export const VerifyPaymentResponse = z.object({ success: z.boolean() });
export type VerifyPaymentResponse = z.infer<typeof VerifyPaymentResponse>;

/** The built-in test checkout's card form, answered like Razorpay's checkout handler. */
export const TestCheckoutRequest = z.object({
  order_id: z.string().min(1).max(64),
  card_number: z.string().min(12).max(23),
});
export type TestCheckoutRequest = z.infer<typeof TestCheckoutRequest>;

/** POST /api/webhooks/razorpay: what became of an event that carried a valid signature. */
export const WebhookAck = z.object({ status: z.enum(['applied', 'duplicate', 'ignored']) });
export type WebhookAck = z.infer<typeof WebhookAck>;

/** One plan's choice as it would be charged now, with what it does in words. */
export const PlanChoiceView = z.object({
  plan: z.enum(PAID_PLAN_TYPES),
  kind: z.enum(PLAN_CHOICE_KINDS),
  amountMinor: z.number().int().nonnegative(),
  currency: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  daysLeft: z.number().int().nullable(),
  summary: z.string(),
});
export type PlanChoiceView = z.infer<typeof PlanChoiceView>;

/** GET /api/billing/choices and the answer of every plan change: the plan and each choice. */
export const BillingChoices = z.object({
  planType: z.enum(PLAN_TYPES),
  endsAt: z.iso.datetime(),
  expired: z.boolean(),
  scheduledPlan: z.enum(PAID_PLAN_TYPES).nullable(),
  cancelled: z.boolean(),
  canCancel: z.boolean(),
  canReactivate: z.boolean(),
  choices: z.array(PlanChoiceView),
});
export type BillingChoices = z.infer<typeof BillingChoices>;

/** POST /api/billing/schedule: a lower plan to follow the paid period. */
export const SchedulePlanRequest = z.object({ plan: z.enum(PAID_PLAN_TYPES) });
export type SchedulePlanRequest = z.infer<typeof SchedulePlanRequest>;
