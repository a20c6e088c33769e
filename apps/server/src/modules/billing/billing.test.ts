import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderResponse, Me, VerifyPaymentRequest } from '@sheetwise/contracts';
import { ManualClock } from '../../platform/clock';
import { testGateway } from './gateway';
import { isValidPaymentSignature, signPayment } from './signature';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

const DAY = 86_400_000;
const KEY_SECRET = 'billing-test-key-secret';

describe.each(testEngines())('upgrading a plan on %s', (engine) => {
  let t: TestApp;
  let clock: ManualClock;
  let ada: { client: SessionClient; id: string };
  let bob: { client: SessionClient; id: string };

  const me = async (client: SessionClient) => (await client.request('GET', '/api/me')).json<Me>();
  const payments = () => t.database.db.selectFrom('payments').selectAll().execute();
  async function order(client: SessionClient, body: Record<string, unknown>) {
    const response = await client.request('POST', '/api/create-order', body);
    expect(response.statusCode).toBe(200);
    return response.json<CreateOrderResponse>();
  }
  async function pay(client: SessionClient, orderId: string, card = '4111 1111 1111 1111') {
    return client.request('POST', '/api/test-checkout/pay', {
      order_id: orderId,
      card_number: card,
    });
  }
  const verify = (client: SessionClient, body: VerifyPaymentRequest) =>
    client.request('POST', '/api/verify-payment', body);
  /** What Razorpay's checkout hands the browser after a payment: the ids and their signature. */
  const checkoutResult = (orderId: string, paymentId: string): VerifyPaymentRequest => ({
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signPayment(orderId, paymentId, KEY_SECRET),
  });

  beforeAll(async () => {
    clock = new ManualClock(new Date('2026-11-22T10:00:00.000Z'));
    t = await buildTestApp({
      engine,
      clock,
      gateway: testGateway({ keySecret: KEY_SECRET, webhookSecret: 'whsec_billing_test' }),
    });
    ada = await SessionClient.signUp(t.app, 'ada@example.com');
    bob = await SessionClient.signUp(t.app, 'bob@example.com');
  });
  afterAll(() => t.close());

  it('prices the order on the server, whatever amount the client sends', async () => {
    const created = await order(ada.client, { plan: 'Pro', amount: 1, currency: 'INR' });
    expect(created).toMatchObject({ amount: 2900, currency: 'USD', provider: 'test' });
    expect(created.order_id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const stored = await t.database.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', created.order_id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ user_id: ada.id, plan: 'Pro', amount_minor: 2900 });
    expect(stored.receipt).toBe(`${ada.id.slice(0, 20)}-${clock.now().getTime()}`);
    expect(stored.receipt.length).toBeLessThanOrEqual(40);
    expect((await order(ada.client, { plan: 'Starter' })).amount).toBe(1900);
  });

  it('refuses a plan that is not for sale and a signed-out visitor', async () => {
    expect(
      (await ada.client.request('POST', '/api/create-order', { plan: 'Trial' })).statusCode,
    ).toBe(400);
    const stranger = await SessionClient.open(t.app);
    expect((await stranger.request('POST', '/api/create-order', { plan: 'Pro' })).statusCode).toBe(
      401,
    );
  });

  it('declines other cards in the test checkout and changes nothing', async () => {
    const { order_id } = await order(ada.client, { plan: 'Pro' });
    const declined = await pay(ada.client, order_id, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ code: 'card-declined', message: 'Your card was declined.' });
    expect((await me(ada.client)).planType).toBe('Trial');
  });

  it('refuses a forged signature and another user’s order, changing nothing', async () => {
    const { order_id } = await order(ada.client, { plan: 'Pro' });
    const genuine = checkoutResult(order_id, 'pay_ManualVerify01');
    const forged = {
      ...genuine,
      razorpay_signature: genuine.razorpay_signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
    };
    expect((await verify(ada.client, forged)).json()).toEqual({ success: false });
    expect((await verify(bob.client, genuine)).json()).toEqual({ success: false });
    expect((await pay(bob.client, order_id)).statusCode).toBe(404);
    expect(await payments()).toEqual([]);
    expect((await me(ada.client)).planType).toBe('Trial');
    expect((await me(bob.client)).planType).toBe('Trial');
  });

  it('upgrades once for one payment, however often it is verified', async () => {
    const { order_id } = await order(ada.client, { plan: 'Pro' });
    const paid = checkoutResult(order_id, 'pay_ManualVerify02');
    for (let i = 0; i < 3; i += 1) {
      expect((await verify(ada.client, paid)).json()).toEqual({ success: true });
      clock.advance(60_000);
    }
    const user = await me(ada.client);
    expect(user.planType).toBe('Pro');
    const start = new Date('2026-11-22T10:00:00.000Z').getTime();
    expect(user.planStartDate).toBe(new Date(start).toISOString());
    // Bought on the trial's first day: its 14 days are added to the 30.
    expect(user.planEndDate).toBe(new Date(start + 44 * DAY).toISOString());
    expect(await payments()).toEqual([
      expect.objectContaining({
        razorpay_payment_id: paid.razorpay_payment_id,
        razorpay_order_id: order_id,
        user_id: ada.id,
        user_email: 'ada@example.com',
        user_name: 'Ada',
        plan_type: 'Pro',
        plan_amount: 2900,
      }),
    ]);
    const secondPayment = checkoutResult(order_id, 'pay_ManualVerify03');
    expect((await verify(ada.client, secondPayment)).json()).toEqual({ success: false });
    expect((await pay(ada.client, order_id)).statusCode).toBe(404);
    expect(await payments()).toHaveLength(1);
  });

  it('extends a running plan from its end when it is renewed', async () => {
    const before = await me(ada.client);
    const { order_id } = await order(ada.client, { plan: 'Pro' });
    const paid = checkoutResult(order_id, 'pay_ManualVerify04');
    expect((await verify(ada.client, paid)).json()).toEqual({ success: true });
    const after = await me(ada.client);
    expect(after.planEndDate).toBe(
      new Date(Date.parse(before.planEndDate ?? '') + 30 * DAY).toISOString(),
    );
    expect(await payments()).toHaveLength(2);
  });

  it('completes a test checkout payment through its webhooks, before the browser verifies', async () => {
    const { order_id } = await order(bob.client, { plan: 'Starter' });
    const paid = await pay(bob.client, order_id, '4100 2800 0000 1007');
    expect(paid.statusCode).toBe(200);
    const result = paid.json<VerifyPaymentRequest>();
    expect(
      isValidPaymentSignature(
        order_id,
        result.razorpay_payment_id,
        result.razorpay_signature,
        KEY_SECRET,
      ),
    ).toBe(true);
    expect((await me(bob.client)).planType).toBe('Starter');
    expect(await t.database.db.selectFrom('webhook_events').select('event').execute()).toEqual([
      { event: 'payment.captured' },
      { event: 'order.paid' },
    ]);
    expect((await verify(bob.client, result)).json()).toEqual({ success: true });
    const bobsPayments = (await payments()).filter((row) => row.user_id === bob.id);
    expect(bobsPayments).toEqual([
      expect.objectContaining({
        razorpay_order_id: order_id,
        plan_type: 'Starter',
        plan_amount: 1900,
      }),
    ]);
  });
});
