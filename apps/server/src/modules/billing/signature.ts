import { createHmac, timingSafeEqual } from 'node:crypto';

/** Compares in constant time, so a check leaks nothing about how much of a guess was right. */
function sameSignature(expected: string, given: string): boolean {
  const left = Buffer.from(expected, 'utf8');
  const right = Buffer.from(given, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Razorpay's payment signature: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function signPayment(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

export function isValidPaymentSignature(
  orderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
): boolean {
  return sameSignature(signPayment(orderId, paymentId, keySecret), signature);
}

/** Razorpay's webhook signature: hex HMAC-SHA256 of the raw request body with the webhook secret. */
export function signWebhook(rawBody: Buffer | string, webhookSecret: string): string {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

export function isValidWebhookSignature(
  rawBody: Buffer,
  signature: string,
  webhookSecret: string,
): boolean {
  return sameSignature(signWebhook(rawBody, webhookSecret), signature);
}
