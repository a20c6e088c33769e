import {
  CURRENCY,
  currentTerm,
  isChargedNow,
  planChoice,
  describeChoice,
  termEnd,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type TestCheckoutRequest,
  type VerifyPaymentRequest,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { gatewayId, type PaymentGateway } from './gateway';
import { PLAN_COLUMNS, termOf } from './plan-term';
import { receiptFor } from './receipt';
import { isValidPaymentSignature, signPayment } from './signature';
import type { TestPayment } from './test-webhooks';
import { applyPayment } from './upgrade';

export const BILLING_ERROR_CODES = {
  orderFailed: 'order-failed',
  orderNotFound: 'order-not-found',
  cardDeclined: 'card-declined',
  paymentsOff: 'payments-off',
  nothingToPay: 'nothing-to-pay',
} as const;

/**
 * Prices the choice on the server from the user's plan, its end date and today (the same rule
 * GET /api/billing/choices shows), creates the order at the gateway and keeps it with the plan it
 * was priced against. A lower plan is not bought but scheduled (POST /api/billing/schedule).
 */
export async function createOrder(
  ctx: ServerContext,
  gateway: PaymentGateway,
  userId: string,
  request: CreateOrderRequest,
): Promise<CreateOrderResponse> {
  const now = ctx.clock.now();
  const stored = termOf(
    await ctx.db
      .selectFrom('users')
      .select(PLAN_COLUMNS)
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
  );
  const choice = planChoice(stored, request.plan, now);
  if (!isChargedNow(choice)) {
    throw new AppError(
      409,
      BILLING_ERROR_CODES.nothingToPay,
      `${describeChoice(choice)}. Choose it on the plan card to schedule the change.`,
    );
  }
  const pricedAgainst = currentTerm(stored, now);
  const amountMinor = choice.amountMinor;
  const receipt = receiptFor(userId, now);
  let orderId: string;
  try {
    orderId = (await gateway.createOrder({ amountMinor, currency: CURRENCY, receipt })).id;
  } catch {
    throw new AppError(
      502,
      BILLING_ERROR_CODES.orderFailed,
      'The payment provider could not create the order. Please try again.',
    );
  }
  await ctx.db
    .insertInto('orders')
    .values({
      id: orderId,
      user_id: userId,
      plan: request.plan,
      amount_minor: amountMinor,
      currency: CURRENCY,
      receipt,
      provider: gateway.provider,
      created_at: now,
      kind: choice.kind,
      priced_plan: pricedAgainst.planType,
      priced_end: termEnd(pricedAgainst, now),
    })
    .execute();
  return {
    order_id: orderId,
    amount: amountMinor,
    currency: CURRENCY,
    key_id: gateway.keyId,
    provider: gateway.provider,
  };
}

/**
 * Checks a checkout's result and, when it is genuine, records the payment and upgrades the plan
 * in one transaction. A replay of the same payment answers success again and changes nothing.
 */
export async function verifyPayment(
  ctx: ServerContext,
  gateway: PaymentGateway,
  userId: string,
  request: VerifyPaymentRequest,
): Promise<{ success: boolean }> {
  const genuine = isValidPaymentSignature(
    request.razorpay_order_id,
    request.razorpay_payment_id,
    request.razorpay_signature,
    gateway.keySecret,
  );
  if (!genuine) return { success: false };
  const success = await ctx.db.transaction().execute((trx) =>
    applyPayment(trx, ctx.jobs, {
      orderId: request.razorpay_order_id,
      paymentId: request.razorpay_payment_id,
      reporter: { userId },
      at: ctx.clock.now(),
    }),
  );
  // The user's plan changed: the next request reads it afresh; a set-aside payment's refund
  // waits in the queue.
  if (success) {
    ctx.sessions.forgetUser(userId);
    ctx.jobs.nudge();
  }
  return { success };
}

/** Card numbers the test checkout accepts: the usual test Visa and Razorpay's own test card. */
const TEST_CARDS = new Set(['4111111111111111', '4100280000001007']);

/**
 * The built-in test checkout's payment: for an unpaid test order of this user, a card from the
 * test list is charged and the result signed as Razorpay signs it; any other card is declined.
 */
export async function payTestOrder(
  ctx: ServerContext,
  gateway: PaymentGateway,
  user: { id: string; email: string },
  request: TestCheckoutRequest,
): Promise<{ result: VerifyPaymentRequest; payment: TestPayment }> {
  const order = await ctx.db
    .selectFrom('orders')
    .select(['id', 'paid_at', 'amount_minor', 'currency'])
    .where('id', '=', request.order_id)
    .where('user_id', '=', user.id)
    .where('provider', '=', 'test')
    .executeTakeFirst();
  if (!order || order.paid_at) {
    throw new AppError(
      404,
      BILLING_ERROR_CODES.orderNotFound,
      'This order is not open for payment.',
    );
  }
  if (!TEST_CARDS.has(request.card_number.replace(/[\s-]/g, ''))) {
    throw new AppError(402, BILLING_ERROR_CODES.cardDeclined, 'Your card was declined.');
  }
  const paymentId = gatewayId('pay');
  return {
    result: {
      razorpay_order_id: order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signPayment(order.id, paymentId, gateway.keySecret),
    },
    payment: {
      orderId: order.id,
      paymentId,
      amountMinor: order.amount_minor,
      currency: order.currency,
      email: user.email,
      at: ctx.clock.now(),
    },
  };
}
