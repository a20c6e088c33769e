import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BillingChoices, CreateOrderResponse, Me, Usage } from '@sheetwise/contracts';
import { ManualClock } from '../../platform/clock';
import { SessionClient } from '../../test/session-client';
import { MARCH_STATEMENT } from '../../test/statements';
import { buildTestApp, testFileStore, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { testGateway } from './gateway';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** The situations of issue #19: each of these went wrong before the plan rules. */
describe.each(testEngines())('choosing a plan on %s', (engine) => {
  let t: TestApp;
  let clock: ManualClock;

  const me = async (client: SessionClient) => (await client.request('GET', '/api/me')).json<Me>();
  async function choices(client: SessionClient): Promise<BillingChoices> {
    const response = await client.request('GET', '/api/billing/choices');
    expect(response.statusCode).toBe(200);
    return response.json<BillingChoices>();
  }
  async function choiceOf(client: SessionClient, plan: 'Starter' | 'Pro') {
    const choice = (await choices(client)).choices.find((c) => c.plan === plan);
    if (!choice) throw new Error(`No choice for ${plan}`);
    return choice;
  }
  async function order(client: SessionClient, plan: 'Starter' | 'Pro') {
    const response = await client.request('POST', '/api/create-order', { plan });
    expect(response.statusCode).toBe(200);
    return response.json<CreateOrderResponse>();
  }
  const pay = (client: SessionClient, orderId: string) =>
    client.request('POST', '/api/test-checkout/pay', {
      order_id: orderId,
      card_number: '4111 1111 1111 1111',
    });
  /** Quotes, orders and pays a plan; the quote, the order and the payment must agree. */
  async function buy(client: SessionClient, plan: 'Starter' | 'Pro') {
    const quoted = await choiceOf(client, plan);
    const created = await order(client, plan);
    expect(created.amount).toBe(quoted.amountMinor);
    expect((await pay(client, created.order_id)).statusCode).toBe(200);
    const payment = await t.database.db
      .selectFrom('payments')
      .select(['plan_amount', 'superseded_at'])
      .where('razorpay_order_id', '=', created.order_id)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ plan_amount: quoted.amountMinor, superseded_at: null });
    return quoted;
  }
  /** Moves the clock on; sessions last a day, so the user signs in again. */
  async function later(ms: number, email: string): Promise<SessionClient> {
    clock.advance(ms);
    return SessionClient.signIn(t.app, email);
  }
  const upload = (client: SessionClient, fileName: string) =>
    client.upload('/api/embed/upload-doc', [{ fileName, content: MARCH_STATEMENT }]);

  beforeAll(async () => {
    clock = new ManualClock(new Date('2026-11-22T10:00:00.000Z'));
    t = await buildTestApp({
      engine,
      clock,
      files: testFileStore(await mkdtemp(path.join(tmpdir(), 'sheetwise-plans-'))),
      gateway: testGateway({ keySecret: 'plans-key-secret', webhookSecret: 'whsec_plans' }),
    });
  });
  afterAll(() => t.close());

  it('lets a user who uploaded 9 statements on the trial upload on the Starter plan bought next', async () => {
    const carol = await SessionClient.signUp(t.app, 'carol@example.com');
    for (let i = 1; i <= 9; i += 1) {
      expect((await upload(carol.client, `trial-${i}.csv`)).statusCode).toBe(201);
    }
    const onTrial = await carol.client.request('GET', '/api/usage');
    expect(onTrial.json<Usage>()).toEqual({ planType: 'Trial', limit: 50, used: 9, remaining: 41 });
    clock.advance(MINUTE);
    await buy(carol.client, 'Starter');
    const onStarter = await carol.client.request('GET', '/api/usage');
    expect(onStarter.json<Usage>()).toEqual({
      planType: 'Starter',
      limit: 5,
      used: 0,
      remaining: 5,
    });
    clock.advance(MINUTE);
    expect((await upload(carol.client, 'starter-1.csv')).statusCode).toBe(201);
  });

  it('keeps the trial’s days left when a plan is bought early, then renews from the end date', async () => {
    await SessionClient.signUp(t.app, 'dan@example.com');
    const signedUp = clock.now().getTime();
    let dan = await later(4 * DAY, 'dan@example.com');
    const started = await buy(dan, 'Starter');
    expect(started).toMatchObject({ kind: 'start', amountMinor: 1900 });
    const end = new Date(signedUp + (14 + 30) * DAY).toISOString();
    expect(started.endsAt).toBe(end);
    expect(await me(dan)).toMatchObject({ planType: 'Starter', planEndDate: end });

    dan = await later(DAY, 'dan@example.com');
    const renewed = await buy(dan, 'Starter');
    expect(renewed).toMatchObject({
      kind: 'renew',
      amountMinor: 1900,
      summary: 'Renew Starter until 04-February-2027: $19.00',
    });
    expect((await me(dan)).planEndDate).toBe(new Date(signedUp + 74 * DAY).toISOString());
  });

  it('charges the prorated difference for the days left to move from Starter to Pro', async () => {
    await SessionClient.signUp(t.app, 'erin@example.com');
    let erin = await later(15 * DAY, 'erin@example.com');
    await buy(erin, 'Starter');
    const end = (await me(erin)).planEndDate;
    erin = await later(18 * DAY, 'erin@example.com');
    const upgrade = await buy(erin, 'Pro');
    expect(upgrade).toMatchObject({
      kind: 'upgrade',
      amountMinor: 400,
      daysLeft: 12,
      summary: 'Upgrade to Pro now: $4.00 for the 12 days left',
    });
    expect(await me(erin)).toMatchObject({ planType: 'Pro', planEndDate: end });
  });

  it('keeps Pro until its end when Starter is chosen, and applies Starter then', async () => {
    await SessionClient.signUp(t.app, 'fay@example.com');
    let fay = await later(15 * DAY, 'fay@example.com');
    await buy(fay, 'Pro');
    const bought = await me(fay);
    const refused = await fay.request('POST', '/api/create-order', { plan: 'Starter' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'nothing-to-pay' });

    const scheduled = await fay.request('POST', '/api/billing/schedule', {
      plan: 'Starter',
    });
    expect(scheduled.json<BillingChoices>()).toMatchObject({
      planType: 'Pro',
      scheduledPlan: 'Starter',
      canReactivate: true,
    });
    expect(await me(fay)).toMatchObject({
      planType: 'Pro',
      planEndDate: bought.planEndDate,
    });
    expect((await choiceOf(fay, 'Starter')).kind).toBe('scheduled');

    fay = await later(31 * DAY, 'fay@example.com');
    const ended = await choices(fay);
    expect(ended).toMatchObject({ planType: 'Starter', expired: true, scheduledPlan: null });
    expect(ended.choices[0]).toMatchObject({ plan: 'Starter', kind: 'buy', amountMinor: 1900 });
  });

  it('cancels a paid plan to run to its end date, and reactivates it before then', async () => {
    const gus = await SessionClient.signUp(t.app, 'gus@example.com');
    const bob = await SessionClient.signUp(t.app, 'bob@example.com');
    const onTrial = await gus.client.request('POST', '/api/billing/cancel');
    expect(onTrial.statusCode).toBe(409);
    await buy(gus.client, 'Starter');
    const end = (await me(gus.client)).planEndDate;
    const cancelled = await gus.client.request('POST', '/api/billing/cancel');
    expect(cancelled.json<BillingChoices>()).toMatchObject({
      cancelled: true,
      canCancel: false,
      canReactivate: true,
    });
    expect(await me(gus.client)).toMatchObject({ planType: 'Starter', planEndDate: end });
    expect(await choices(bob.client)).toMatchObject({ planType: 'Trial', cancelled: false });
    const reactivated = await gus.client.request('POST', '/api/billing/reactivate');
    expect(reactivated.json<BillingChoices>()).toMatchObject({
      cancelled: false,
      canCancel: true,
    });
    expect((await gus.client.request('POST', '/api/billing/reactivate')).statusCode).toBe(409);
  });

  it('ends two upgrades paid at once in one Pro plan, the second set aside for a refund', async () => {
    await SessionClient.signUp(t.app, 'hal@example.com');
    let hal = await later(15 * DAY, 'hal@example.com');
    await buy(hal, 'Starter');
    const end = (await me(hal)).planEndDate;
    hal = await later(10 * DAY, 'hal@example.com');
    const [first, second] = [await order(hal, 'Pro'), await order(hal, 'Pro')];
    const paid = await Promise.all([pay(hal, first.order_id), pay(hal, second.order_id)]);
    expect(paid.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await me(hal)).toMatchObject({ planType: 'Pro', planEndDate: end });
    const payments = await t.database.db
      .selectFrom('payments')
      .select(['plan_type', 'plan_amount', 'superseded_at'])
      .where('razorpay_order_id', 'in', [first.order_id, second.order_id])
      .execute();
    expect(payments.map((row) => row.plan_amount)).toEqual([first.amount, second.amount]);
    expect(payments.filter((row) => row.superseded_at === null)).toHaveLength(1);
    // The set-aside payment's money goes back by itself, once; the plan stays as it is.
    const refunds = await vi.waitFor(async () => {
      const rows = await t.database.db
        .selectFrom('payments')
        .select(['superseded_at', 'plan_amount', 'amount_refunded', 'refund_id'])
        .where('razorpay_order_id', 'in', [first.order_id, second.order_id])
        .execute();
      const setAside = rows.find((row) => row.superseded_at !== null);
      expect(setAside?.refund_id).toMatch(/^rfnd_/);
      return rows;
    });
    expect(
      refunds.map((row) => [row.superseded_at === null, row.amount_refunded === row.plan_amount]),
    ).toEqual(
      expect.arrayContaining([
        [true, false],
        [false, true],
      ]),
    );
    expect(await me(hal)).toMatchObject({ planType: 'Pro', planEndDate: end });
  });

  it('applies two renewals paid at once one after the other', async () => {
    await SessionClient.signUp(t.app, 'ida@example.com');
    const ida = await later(15 * DAY, 'ida@example.com');
    await buy(ida, 'Starter');
    const end = Date.parse((await me(ida)).planEndDate ?? '');
    const [first, second] = [await order(ida, 'Starter'), await order(ida, 'Starter')];
    await Promise.all([pay(ida, first.order_id), pay(ida, second.order_id)]);
    expect((await me(ida)).planEndDate).toBe(new Date(end + 60 * DAY).toISOString());
  });
});
