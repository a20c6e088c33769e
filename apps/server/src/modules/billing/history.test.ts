import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { BillingHistory, CreateOrderResponse } from '@sheetwise/contracts';
import { ManualClock } from '../../platform/clock';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { testGateway } from './gateway';
import { signWebhook } from './signature';
import { applyPayment } from './upgrade';
import { idleJobQueue } from '../../test/idle-job-queue';

const WEBHOOK_SECRET = 'whsec_history_test';
const PAYING_CARD = '4111 1111 1111 1111';

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text;
}

describe.each(testEngines())('billing history and receipts on %s', (engine) => {
  let t: TestApp;
  let clock: ManualClock;
  let ada: { client: SessionClient; id: string };
  let bob: { client: SessionClient; id: string };

  const history = async (client: SessionClient) =>
    (await client.request('GET', '/api/billing/history')).json<BillingHistory>();
  async function order(client: SessionClient, plan: 'Starter' | 'Pro') {
    const response = await client.request('POST', '/api/create-order', { plan });
    expect(response.statusCode).toBe(200);
    return response.json<CreateOrderResponse>();
  }
  /** Pays through the test checkout, whose webhooks record the payment before it answers. */
  async function pay(client: SessionClient, plan: 'Starter' | 'Pro', card = PAYING_CARD) {
    const created = await order(client, plan);
    const paid = await client.request('POST', '/api/test-checkout/pay', {
      order_id: created.order_id,
      card_number: card,
    });
    return { created, paid };
  }
  const paymentIdOf = async (orderId: string) =>
    (
      await t.database.db
        .selectFrom('payments')
        .select('razorpay_payment_id')
        .where('razorpay_order_id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).razorpay_payment_id;
  function refund(created: CreateOrderResponse, paymentId: string, refunded: number) {
    const body = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      contains: ['refund', 'payment'],
      payload: {
        refund: { entity: { id: `rfnd_${paymentId}`, amount: refunded, payment_id: paymentId } },
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            amount: created.amount,
            currency: created.currency,
            status: refunded >= created.amount ? 'refunded' : 'captured',
            order_id: created.order_id,
            captured: true,
            amount_refunded: refunded,
          },
        },
      },
      created_at: Math.floor(clock.now().getTime() / 1000),
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signWebhook(body, WEBHOOK_SECRET),
        'x-razorpay-event-id': `evt_${paymentId}_${String(refunded)}`,
      },
      payload: body,
    });
  }

  beforeAll(async () => {
    clock = new ManualClock(new Date('2026-11-22T10:00:00.000Z'));
    t = await buildTestApp({
      engine,
      clock,
      gateway: testGateway({ keySecret: 'history-key-secret', webhookSecret: WEBHOOK_SECRET }),
    });
    ada = await SessionClient.signUp(t.app, "ada.o'neil@example.com");
    bob = await SessionClient.signUp(t.app, 'bob@example.com');
  });
  afterAll(() => t.close());

  it('shows an empty history before any payment', async () => {
    expect(await history(ada.client)).toEqual({ payments: [] });
  });

  it('numbers payments without gaps: a declined card and a rolled-back payment take no number', async () => {
    const first = await pay(ada.client, 'Starter');
    expect(first.paid.statusCode).toBe(200);

    const declined = await pay(bob.client, 'Starter', '4000 0000 0000 0002');
    expect(declined.paid.statusCode).toBe(402);
    // A payment whose transaction fails after it took a number gives the number back.
    const rolledBack = t.database.db.transaction().execute(async (trx) => {
      await applyPayment(trx, idleJobQueue(t.database.db, clock), {
        orderId: declined.created.order_id,
        paymentId: 'pay_RolledBack0001',
        reporter: { userId: bob.id },
        at: clock.now(),
      });
      const taken = await trx
        .selectFrom('payments')
        .select('invoice_number')
        .where('razorpay_payment_id', '=', 'pay_RolledBack0001')
        .executeTakeFirstOrThrow();
      throw new Error(`rolled back with ${taken.invoice_number}`);
    });
    await expect(rolledBack).rejects.toThrow('rolled back with SW-2026-000002');

    clock.advance(60_000);
    expect((await pay(bob.client, 'Pro')).paid.statusCode).toBe(200);
    clock.advance(60_000);
    expect((await pay(ada.client, 'Pro')).paid.statusCode).toBe(200);

    const numbers = await t.database.db
      .selectFrom('payments')
      .select('invoice_number')
      .orderBy('created_at')
      .execute();
    expect(numbers.map((row) => row.invoice_number)).toEqual([
      'SW-2026-000001',
      'SW-2026-000002',
      'SW-2026-000003',
    ]);
  });

  it('lists only the user’s own payments, newest first, with their periods', async () => {
    const adas = await history(ada.client);
    expect(adas.payments.map((p) => p.invoiceNumber)).toEqual(['SW-2026-000003', 'SW-2026-000001']);
    expect(adas.payments[1]).toEqual({
      invoiceNumber: 'SW-2026-000001',
      paidAt: '2026-11-22T10:00:00.000Z',
      plan: 'Starter',
      // Bought on the trial's first day: from now, with the trial's 14 days added to the 30.
      period: { startsAt: '2026-11-22T10:00:00.000Z', endsAt: '2027-01-05T10:00:00.000Z' },
      amountMinor: 1900,
      refundedMinor: 0,
      currency: 'USD',
      status: 'paid',
    });
    // The upgrade to Pro runs from its payment to the same end date.
    expect(adas.payments[0]).toMatchObject({
      plan: 'Pro',
      period: { startsAt: '2026-11-22T10:02:00.000Z', endsAt: '2027-01-05T10:00:00.000Z' },
      status: 'paid',
    });
    expect((await history(bob.client)).payments.map((p) => p.invoiceNumber)).toEqual([
      'SW-2026-000002',
    ]);
  });

  it('shows a partial refund and then a full one', async () => {
    clock.advance(60_000);
    const { created } = await pay(bob.client, 'Pro');
    const paymentId = await paymentIdOf(created.order_id);
    const renewal = (await history(bob.client)).payments[0];
    // A renewal of the running Pro follows the current end date.
    expect(renewal?.period?.startsAt).toBe((await history(bob.client)).payments[1]?.period?.endsAt);

    expect((await refund(created, paymentId, 500)).json()).toEqual({ status: 'applied' });
    expect((await history(bob.client)).payments[0]).toMatchObject({
      invoiceNumber: 'SW-2026-000004',
      refundedMinor: 500,
      status: 'partly-refunded',
    });
    expect((await refund(created, paymentId, created.amount)).json()).toEqual({
      status: 'applied',
    });
    expect((await history(bob.client)).payments[0]).toMatchObject({
      refundedMinor: created.amount,
      status: 'refunded',
    });
  });

  it('serves the owner a printable receipt with every value escaped and no script', async () => {
    const response = await ada.client.request('GET', '/api/billing/receipts/SW-2026-000001');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = response.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<title>Sheetwise receipt SW-2026-000001</title>');
    expect(html).toContain('ada.o&#39;neil@example.com');
    expect(html).not.toContain("ada.o'neil");
    expect(html).toContain('$19.00 USD');
    expect(html).toContain('Sheetwise (support@sheetwise.app)');
    expect(html).toContain('22-November-2026 to 05-January-2027');
    expect(html).toContain(await paymentIdOf(await orderOfInvoice('SW-2026-000001')));
  });

  it('serves the owner the receipt as a PDF whose text names the payment', async () => {
    const response = await ada.client.request('GET', '/api/billing/receipts/SW-2026-000001.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="SW-2026-000001.pdf"',
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('SW-2026-000001');
    expect(text).toContain("ada.o'neil@example.com");
    expect(text).toContain('$19.00 USD');
    expect(text).toContain('Sheetwise');
    expect(text).toContain(await paymentIdOf(await orderOfInvoice('SW-2026-000001')));
  });

  it('answers 404 for another user’s receipt, an unknown number and a malformed one', async () => {
    for (const file of ['SW-2026-000001', 'SW-2026-000001.pdf', 'SW-2026-999999', 'nonsense']) {
      const response = await bob.client.request('GET', `/api/billing/receipts/${file}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('ada');
    }
    const stranger = await SessionClient.open(t.app);
    expect((await stranger.request('GET', '/api/billing/history')).statusCode).toBe(401);
    expect((await stranger.request('GET', '/api/billing/receipts/SW-2026-000001')).statusCode).toBe(
      401,
    );
  });

  it('starts a new year’s sequence at 1', async () => {
    clock.advance(41 * 86_400_000);
    const carol = await SessionClient.signUp(t.app, 'carol@example.com');
    expect((await pay(carol.client, 'Starter')).paid.statusCode).toBe(200);
    expect((await history(carol.client)).payments[0]?.invoiceNumber).toBe('SW-2027-000001');
  });

  async function orderOfInvoice(invoiceNumber: string): Promise<string> {
    const row = await t.database.db
      .selectFrom('payments')
      .select('razorpay_order_id')
      .where('invoice_number', '=', invoiceNumber)
      .executeTakeFirstOrThrow();
    return row.razorpay_order_id;
  }
});
