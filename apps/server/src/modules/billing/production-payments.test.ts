import { afterEach, describe, expect, it } from 'vitest';
import { UPGRADE_MESSAGES } from '@sheetwise/contracts';
import { loadConfig } from '../../config';
import { PRODUCTION_ENV } from '../../test/production-env';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { paymentGatewayFor, testGateway } from './gateway';

/** Production as it would start with payments on. */
const PRODUCTION = { ...PRODUCTION_ENV, PAYMENTS: 'on' };

describe('payments in production', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('will not start without the Razorpay keys and webhook secret, naming each', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(
      /RAZORPAY_KEY_ID: is required when APP_MODE=production \(or set PAYMENTS=off\)\nRAZORPAY_KEY_SECRET: .*\nRAZORPAY_WEBHOOK_SECRET: /,
    );
    expect(() =>
      loadConfig({ ...PRODUCTION, RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' }),
    ).toThrow(/^Invalid configuration:\nRAZORPAY_WEBHOOK_SECRET: is required/);
  });

  it('never takes the test gateway, even when one is handed in', () => {
    const config = loadConfig({
      ...PRODUCTION,
      RAZORPAY_KEY_ID: 'k',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
    });
    expect(() => paymentGatewayFor(config, testGateway())).toThrow(/local mode only/);
    expect(paymentGatewayFor(config, undefined)?.provider).toBe('razorpay');
  });

  it('with PAYMENTS=off, upgrading says so and the test card route does not exist', async () => {
    t = await buildTestApp({ env: { ...PRODUCTION, PAYMENTS: 'off' } });
    const { client } = await SessionClient.signUp(t.app, 'ada@example.com');

    const order = await client.request('POST', '/api/create-order', { plan: 'Pro' });
    expect(order.statusCode).toBe(503);
    expect(order.json()).toEqual({ code: 'payments-off', message: UPGRADE_MESSAGES.unavailable });

    const pay = await client.request('POST', '/api/test-checkout/pay', {
      order_id: 'order_AAAAAAAAAAAAAA',
      card_number: '4111 1111 1111 1111',
    });
    expect(pay.statusCode).toBe(404);
    const me = await client.request('GET', '/api/me');
    expect(me.json()).toMatchObject({ planType: 'Trial' });
    expect(await t.database.db.selectFrom('orders').selectAll().execute()).toEqual([]);
  });

  it('in local mode the test checkout still runs when no keys are set', async () => {
    t = await buildTestApp();
    const { client } = await SessionClient.signUp(t.app, 'ada@example.com');
    const order = await client.request('POST', '/api/create-order', { plan: 'Pro' });
    expect(order.json()).toMatchObject({ provider: 'test' });
  });
});
