import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { PaymentProvider } from '../../db/schema';

export interface NewOrder {
  amountMinor: number;
  currency: string;
  receipt: string;
}

/** Where orders are created, whose key secret signs payments and whose secret signs webhooks. */
export interface PaymentGateway {
  provider: PaymentProvider;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  createOrder(order: NewOrder): Promise<{ id: string }>;
  /** Refunds a captured payment; `processed` when the money has already gone back. */
  refundPayment(
    paymentId: string,
    amountMinor: number,
  ): Promise<{ id: string; processed: boolean }>;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id shaped like Razorpay's: a prefix and 14 letters or digits. */
export function gatewayId(prefix: 'order' | 'pay' | 'evt' | 'rfnd'): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

/**
 * The built-in test gateway for local mode: orders are created here, and the test checkout signs
 * its payments and webhooks exactly as Razorpay does, with secrets that live as long as the
 * process.
 */
export function testGateway(
  secrets: { keySecret: string; webhookSecret: string } = {
    keySecret: randomBytes(24).toString('base64url'),
    webhookSecret: randomBytes(24).toString('base64url'),
  },
): PaymentGateway {
  return {
    provider: 'test',
    keyId: 'rzp_test_sheetwise_local',
    ...secrets,
    createOrder: () => Promise.resolve({ id: gatewayId('order') }),
    // Its payments are made up, so their refunds are done as soon as they are asked for.
    refundPayment: () => Promise.resolve({ id: gatewayId('rfnd'), processed: true }),
  };
}

/**
 * The gateway this server takes payments through, or null when payments are switched off. The
 * test gateway marks any card number it likes as paid, so it is refused outside local mode even
 * when a caller hands it in.
 */
export function paymentGatewayFor(
  config: Config,
  given: PaymentGateway | undefined,
): PaymentGateway | null {
  if (!config.paymentsEnabled) return null;
  const gateway = given ?? (config.razorpay ? razorpayGateway(config.razorpay) : testGateway());
  if (gateway.provider === 'test' && config.mode !== 'local') {
    throw new Error('The built-in test checkout runs in local mode only');
  }
  return gateway;
}

/** Razorpay's Orders API (`POST /v1/orders` with the key as basic auth). */
export function razorpayGateway(razorpay: NonNullable<Config['razorpay']>): PaymentGateway {
  const auth = Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString('base64');
  return {
    provider: 'razorpay',
    keyId: razorpay.keyId,
    keySecret: razorpay.keySecret,
    webhookSecret: razorpay.webhookSecret,
    async createOrder(order) {
      const response = await fetch(`${razorpay.apiUrl}/orders`, {
        method: 'POST',
        headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: order.amountMinor,
          currency: order.currency,
          receipt: order.receipt,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const body = (await response.json()) as { id?: unknown };
      if (!response.ok || typeof body.id !== 'string') {
        throw new Error(`Razorpay answered ${response.status}`);
      }
      return { id: body.id };
    },
    // Razorpay's Refunds API (`POST /v1/payments/:id/refund`); its webhook reports the outcome.
    async refundPayment(paymentId, amountMinor) {
      const response = await fetch(
        `${razorpay.apiUrl}/payments/${encodeURIComponent(paymentId)}/refund`,
        {
          method: 'POST',
          headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: amountMinor }),
          signal: AbortSignal.timeout(10_000),
        },
      );
      const body = (await response.json()) as { id?: unknown; status?: unknown };
      if (!response.ok || typeof body.id !== 'string') {
        throw new Error(`Razorpay answered ${response.status}`);
      }
      return { id: body.id, processed: body.status === 'processed' };
    },
  };
}
