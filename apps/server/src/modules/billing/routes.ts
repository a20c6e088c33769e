import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  BillingChoices,
  CreateOrderRequest,
  CreateOrderResponse,
  SchedulePlanRequest,
  TestCheckoutRequest,
  UPGRADE_MESSAGES,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { requireUser } from '../auth/authenticate';
import type { PaymentGateway } from './gateway';
import { billingChoices, cancelPlan, reactivatePlan, schedulePlan } from './plan-changes';
import { BILLING_ERROR_CODES, createOrder, payTestOrder, verifyPayment } from './service';
import { deliverTestWebhooks } from './test-webhooks';

/**
 * Choosing a plan: what each choice costs now, the order, the checkout's verification and, in
 * local mode, the test card; and the changes that cost nothing (a lower plan, cancel,
 * reactivate). With payments switched off (no gateway) the paid calls say so and nothing is
 * charged or granted.
 */
export const billingRoutes: FastifyPluginCallbackZod<
  ServerContext & { gateway: PaymentGateway | null }
> = (app, options, done) => {
  const { gateway: configured, ...ctx } = options;
  const gateway = (): PaymentGateway => {
    if (configured) return configured;
    throw new AppError(503, BILLING_ERROR_CODES.paymentsOff, UPGRADE_MESSAGES.unavailable);
  };
  const choicesResponse = { response: { 200: BillingChoices } };
  app.get('/billing/choices', { schema: choicesResponse }, async (request) => {
    const { user } = await requireUser(ctx, request);
    return billingChoices(ctx, user.id);
  });
  app.post(
    '/billing/schedule',
    { schema: { body: SchedulePlanRequest, ...choicesResponse } },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      return schedulePlan(ctx, user.id, request.body);
    },
  );
  app.post('/billing/cancel', { schema: choicesResponse }, async (request) => {
    const { user } = await requireUser(ctx, request);
    return cancelPlan(ctx, user.id);
  });
  app.post('/billing/reactivate', { schema: choicesResponse }, async (request) => {
    const { user } = await requireUser(ctx, request);
    return reactivatePlan(ctx, user.id);
  });

  app.post(
    '/create-order',
    { schema: { body: CreateOrderRequest, response: { 200: CreateOrderResponse } } },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      return createOrder(ctx, gateway(), user.id, request.body);
    },
  );

  app.post(
    '/verify-payment',
    { schema: { body: VerifyPaymentRequest, response: { 200: VerifyPaymentResponse } } },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      return verifyPayment(ctx, gateway(), user.id, request.body);
    },
  );

  // paymentGatewayFor never hands a test gateway to a production server; this is the second lock.
  if (configured?.provider === 'test' && ctx.config.mode === 'local') {
    const gateway = configured;
    app.post(
      '/test-checkout/pay',
      { schema: { body: TestCheckoutRequest, response: { 200: VerifyPaymentRequest } } },
      async (request) => {
        const { user } = await requireUser(ctx, request);
        const { result, payment } = await payTestOrder(ctx, gateway, user, request.body);
        await deliverTestWebhooks(app, gateway, payment);
        return result;
      },
    );
  }
  done();
};
