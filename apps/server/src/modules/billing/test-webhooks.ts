import type { FastifyInstance } from 'fastify';
import { gatewayId, type PaymentGateway } from './gateway';
import { signWebhook } from './signature';
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_PATH, WEBHOOK_SIGNATURE_HEADER } from './webhook-routes';

export interface TestPayment {
  orderId: string;
  paymentId: string;
  amountMinor: number;
  currency: string;
  email: string;
  at: Date;
}

/** The two events Razorpay sends for a paid order, shaped as Razorpay shapes them. */
export function paidOrderEvents(payment: TestPayment): { event: string; body: string }[] {
  const createdAt = Math.floor(payment.at.getTime() / 1000);
  const entity = {
    id: payment.paymentId,
    entity: 'payment',
    amount: payment.amountMinor,
    currency: payment.currency,
    status: 'captured',
    order_id: payment.orderId,
    method: 'card',
    amount_refunded: 0,
    captured: true,
    email: payment.email,
    created_at: createdAt,
  };
  const order = {
    id: payment.orderId,
    entity: 'order',
    amount: payment.amountMinor,
    amount_paid: payment.amountMinor,
    amount_due: 0,
    currency: payment.currency,
    status: 'paid',
  };
  return [
    { event: 'payment.captured', contains: ['payment'], payload: { payment: { entity } } },
    {
      event: 'order.paid',
      contains: ['payment', 'order'],
      payload: { payment: { entity }, order: { entity: order } },
    },
  ].map((event) => ({
    event: event.event,
    body: JSON.stringify({
      entity: 'event',
      account_id: 'acc_sheetwise_local',
      ...event,
      created_at: createdAt,
    }),
  }));
}

/**
 * The test checkout reports its payments through the same signed webhook path Razorpay uses, so
 * in local mode an upgrade completes even when the browser never gets to verify it.
 */
export async function deliverTestWebhooks(
  app: FastifyInstance,
  gateway: PaymentGateway,
  payment: TestPayment,
): Promise<void> {
  for (const { event, body } of paidOrderEvents(payment)) {
    const response = await app.inject({
      method: 'POST',
      url: `/api${WEBHOOK_PATH}`,
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(body, gateway.webhookSecret),
        [WEBHOOK_EVENT_ID_HEADER]: gatewayId('evt'),
      },
      payload: body,
    });
    if (response.statusCode !== 200) {
      app.log.warn({ event, statusCode: response.statusCode }, 'test checkout webhook refused');
    }
  }
}
