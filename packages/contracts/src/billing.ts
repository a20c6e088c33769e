import { z } from 'zod';
import { PAID_PLAN_TYPES } from './plans';

/** Only the plan travels: the server prices it, and ignores any amount a client sends. */
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
