import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  CreateOrderRequest,
  CreateOrderResponse,
  TestCheckoutRequest,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { requireUser } from '../auth/authenticate';
import type { PaymentGateway } from './gateway';
import { createOrder, payTestOrder, verifyPayment } from './service';
import { deliverTestWebhooks } from './test-webhooks';

/** Upgrading a plan: the order, the checkout's verification and, in local mode, the test card. */
export const billingRoutes: FastifyPluginCallbackZod<
  ServerContext & { gateway: PaymentGateway }
> = (app, options, done) => {
  const { gateway, ...ctx } = options;
  app.post(
    '/create-order',
    { schema: { body: CreateOrderRequest, response: { 200: CreateOrderResponse } } },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      return createOrder(ctx, gateway, user.id, request.body);
    },
  );

  app.post(
    '/verify-payment',
    { schema: { body: VerifyPaymentRequest, response: { 200: VerifyPaymentResponse } } },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      return verifyPayment(ctx, gateway, user.id, request.body);
    },
  );

  if (gateway.provider === 'test') {
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
