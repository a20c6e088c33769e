import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderResponse, Me } from '@sheetwise/contracts';
import { ManualClock } from '../../platform/clock';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { testGateway } from './gateway';
import { signPayment, signWebhook } from './signature';
import { paidOrderEvents } from './test-webhooks';

const KEY_SECRET = 'webhook-test-key-secret';
const WEBHOOK_SECRET = 'whsec_webhook_test';
const DAY = 86_400_000;

describe.each(testEngines())('Razorpay webhooks on %s', (engine) => {
  let t: TestApp;
  let clock: ManualClock;
  let ada: { client: SessionClient; id: string };
  let bob: { client: SessionClient; id: string };

  /** A delivery as Razorpay makes it: no session, no CSRF token, the body signed as sent. */
  const deliver = (
    body: string,
    eventId: string,
    signature = signWebhook(body, WEBHOOK_SECRET),
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': eventId,
      },
      payload: body,
    });
  const me = async (client: SessionClient) => (await client.request('GET', '/api/me')).json<Me>();
  const paymentsOf = (userId: string) =>
    t.database.db.selectFrom('payments').selectAll().where('user_id', '=', userId).execute();
  async function order(client: SessionClient, plan: 'Starter' | 'Pro') {
    const response = await client.request('POST', '/api/create-order', { plan });
    return response.json<CreateOrderResponse>();
  }
  function events(created: CreateOrderResponse, paymentId: string, amountMinor = created.amount) {
    const [captured, orderPaid] = paidOrderEvents({
      orderId: created.order_id,
      paymentId,
      amountMinor,
      currency: created.currency,
      email: 'ada@example.com',
      at: clock.now(),
    });
    if (!captured || !orderPaid) throw new Error('Expected two events');
    return { captured: captured.body, orderPaid: orderPaid.body };
  }
  function refundEvent(created: CreateOrderResponse, paymentId: string, refunded: number) {
    const payment = {
      id: paymentId,
      entity: 'payment',
      amount: created.amount,
      currency: created.currency,
      status: refunded >= created.amount ? 'refunded' : 'captured',
      order_id: created.order_id,
      captured: true,
      amount_refunded: refunded,
    };
    return JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      contains: ['refund', 'payment'],
      payload: {
        refund: { entity: { id: `rfnd_${paymentId}`, amount: refunded, payment_id: paymentId } },
        payment: { entity: payment },
      },
      created_at: Math.floor(clock.now().getTime() / 1000),
    });
  }

  beforeAll(async () => {
    clock = new ManualClock(new Date('2026-11-22T10:00:00.000Z'));
    t = await buildTestApp({
      engine,
      clock,
      gateway: testGateway({ keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET }),
    });
    ada = await SessionClient.signUp(t.app, 'ada@example.com');
    bob = await SessionClient.signUp(t.app, 'bob@example.com');
  });
  afterAll(() => t.close());

  it('refuses a body that was re-serialized after signing, and one without a signature', async () => {
    const created = await order(ada.client, 'Pro');
    const { captured } = events(created, 'pay_Reserialized01');
    const reserialized = JSON.stringify(JSON.parse(captured) as unknown, null, 2);
    const refused = await deliver(
      reserialized,
      'evt_Reserialized01',
      signWebhook(captured, WEBHOOK_SECRET),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid-signature' });
    expect((await deliver(captured, 'evt_Unsigned01', '')).statusCode).toBe(400);
    const wrongSecret = await deliver(
      captured,
      'evt_WrongSecret01',
      signWebhook(captured, KEY_SECRET),
    );
    expect(wrongSecret.statusCode).toBe(400);
    expect((await me(ada.client)).planType).toBe('Trial');
    expect(await t.database.db.selectFrom('webhook_events').selectAll().execute()).toEqual([]);
  });

  it('gives one upgrade and one payment for three deliveries of an event plus the browser’s verify', async () => {
    const created = await order(ada.client, 'Pro');
    const { captured, orderPaid } = events(created, 'pay_ThreeTimes0001');
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push(
        (await deliver(captured, 'evt_ThreeTimes0001')).json<{ status: string }>().status,
      );
    }
    expect(statuses).toEqual(['applied', 'duplicate', 'duplicate']);
    expect((await deliver(orderPaid, 'evt_ThreeTimes0002')).statusCode).toBe(200);
    const verified = await ada.client.request('POST', '/api/verify-payment', {
      razorpay_order_id: created.order_id,
      razorpay_payment_id: 'pay_ThreeTimes0001',
      razorpay_signature: signPayment(created.order_id, 'pay_ThreeTimes0001', KEY_SECRET),
    });
    expect(verified.json()).toEqual({ success: true });
    const user = await me(ada.client);
    expect(user.planType).toBe('Pro');
    // Bought on the trial's first day: its 14 days are added to the 30.
    expect(user.planEndDate).toBe(new Date(clock.now().getTime() + 44 * DAY).toISOString());
    expect(await paymentsOf(ada.id)).toHaveLength(1);
  });

  it('ignores a payment whose amount is not the order’s, and events it does not handle', async () => {
    const created = await order(bob.client, 'Pro');
    const { captured } = events(created, 'pay_Underpaid0001', 100);
    expect((await deliver(captured, 'evt_Underpaid0001')).json()).toEqual({ status: 'ignored' });
    const other = JSON.stringify({ entity: 'event', event: 'payment.authorized', payload: {} });
    expect((await deliver(other, 'evt_Authorized001')).json()).toEqual({ status: 'ignored' });
    const notJson = 'not an event';
    const refused = await deliver(notJson, 'evt_NotJson00001');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid-event' });
    expect((await me(bob.client)).planType).toBe('Trial');
    expect(await paymentsOf(bob.id)).toEqual([]);
  });

  it('returns to the trial on a full refund of a purchase made on it, even one that arrives before its capture', async () => {
    const before = await me(bob.client);
    const created = await order(bob.client, 'Starter');
    const refund = refundEvent(created, 'pay_RefundFirst001', created.amount);
    expect((await deliver(refund, 'evt_RefundFirst001')).json()).toEqual({ status: 'applied' });
    const { captured } = events(created, 'pay_RefundFirst001');
    clock.advance(60_000);
    await deliver(captured, 'evt_RefundFirst002');
    const user = await me(bob.client);
    expect(user).toMatchObject({ planType: 'Trial', planEndDate: before.planEndDate });
    const [payment] = await paymentsOf(bob.id);
    expect(payment).toMatchObject({
      refunded_at: new Date(clock.now().getTime() - 60_000),
      amount_refunded: created.amount,
      previous_plan: 'Trial',
    });
  });

  it('takes off only the refunded payment’s days when a later renewal built on it', async () => {
    const first = await order(bob.client, 'Starter');
    await deliver(events(first, 'pay_BuiltOn000001').captured, 'evt_BuiltOn000001');
    const afterFirst = Date.parse((await me(bob.client)).planEndDate ?? '');
    const renewal = await order(bob.client, 'Starter');
    await deliver(events(renewal, 'pay_BuiltOn000002').captured, 'evt_BuiltOn000002');
    expect(Date.parse((await me(bob.client)).planEndDate ?? '')).toBe(afterFirst + 30 * DAY);
    const refund = refundEvent(first, 'pay_BuiltOn000001', first.amount);
    expect((await deliver(refund, 'evt_BuiltOn000003')).json()).toEqual({ status: 'applied' });
    const user = await me(bob.client);
    expect(user.planType).toBe('Starter');
    expect(Date.parse(user.planEndDate ?? '')).toBe(clock.now().getTime() + 30 * DAY);
  });

  it('leaves an ended plan ended when the purchase that renewed it is refunded in full', async () => {
    const ended = new Date(clock.now().getTime() - DAY);
    await t.database.db
      .updateTable('users')
      .set({ plan_type: 'Starter', plan_start_date: ended, plan_end_date: ended })
      .where('id', '=', bob.id)
      .execute();
    const created = await order(bob.client, 'Starter');
    await deliver(events(created, 'pay_EndedAgain001').captured, 'evt_EndedAgain001');
    await deliver(refundEvent(created, 'pay_EndedAgain001', created.amount), 'evt_EndedAgain002');
    expect((await me(bob.client)).planEndDate).toBe(ended.toISOString());
    const refused = await bob.client.request('POST', '/api/qa/query', {
      filename: 'none.csv',
      question: 'How much did I spend?',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'plan-expired',
      message:
        'Your Starter plan has expired. Your documents and chats are still here to read; renew or upgrade your plan in Settings to upload statements and ask new questions.',
    });
  });

  it('records a partial refund in the history and leaves the plan running', async () => {
    const before = await me(ada.client);
    const created = await order(ada.client, 'Pro');
    const { captured } = events(created, 'pay_PartRefund0001');
    await deliver(captured, 'evt_PartRefund0001');
    const refund = refundEvent(created, 'pay_PartRefund0001', 500);
    expect((await deliver(refund, 'evt_PartRefund0002')).json()).toEqual({ status: 'applied' });
    const smallerLate = refundEvent(created, 'pay_PartRefund0001', 200);
    expect((await deliver(smallerLate, 'evt_PartRefund0003')).json()).toEqual({
      status: 'ignored',
    });
    const after = await me(ada.client);
    expect(after.planType).toBe('Pro');
    expect(Date.parse(after.planEndDate ?? '')).toBe(
      Date.parse(before.planEndDate ?? '') + 30 * DAY,
    );
    const payment = (await paymentsOf(ada.id)).find(
      (row) => row.razorpay_order_id === created.order_id,
    );
    expect(payment).toMatchObject({ amount_refunded: 500, refunded_at: null });
  });
});
