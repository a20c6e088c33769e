import { z } from 'zod';

const id = z.string().min(1).max(64);

/** The payment entity inside Razorpay's events, as much of it as we act on. */
export const WebhookPayment = z.object({
  id,
  order_id: id.nullish(),
  amount: z.number().int().nonnegative(),
  currency: z.string().max(8),
  status: z.string().max(32),
  captured: z.boolean().optional(),
  amount_refunded: z.number().int().nonnegative().optional(),
});
export type WebhookPayment = z.infer<typeof WebhookPayment>;

/**
 * A Razorpay webhook event (`{entity: "event", event, contains, payload, created_at}`). Unknown
 * fields are dropped; events we do not handle still parse, so they are acknowledged and stored.
 */
export const WebhookEvent = z.object({
  event: z.string().min(1).max(64),
  payload: z.object({ payment: z.object({ entity: WebhookPayment }).optional() }),
});
export type WebhookEvent = z.infer<typeof WebhookEvent>;

/** The events that complete an upgrade, and the one that ends the period a payment bought. */
export const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);
export const REFUND_EVENT = 'refund.processed';
