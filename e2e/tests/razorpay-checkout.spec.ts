import { expect, test, type Browser, type Page } from '@playwright/test';
import { signUp } from '../support/accounts';
import {
  fakeCheckoutScript,
  startFakeRazorpayApi,
  type FakeRazorpayApi,
} from '../support/fake-razorpay';
import { startServer, type RunningServer } from '../support/server';

const KEY_ID = 'rzp_test_e2e';
const KEY_SECRET = 'e2e-key-secret';
const CHECKOUT_JS = 'https://checkout.razorpay.com/v1/checkout.js';

const checkout = (page: Page) => page.getByRole('dialog', { name: 'Razorpay Checkout' });

/**
 * With Razorpay keys configured, the server creates orders at (a loopback stand-in for) Razorpay's
 * Orders API and the page loads Razorpay's checkout.js, here served by the test in its place.
 */
test.describe('upgrading through Razorpay’s checkout', () => {
  let api: FakeRazorpayApi;
  let server: RunningServer;

  test.beforeAll(async () => {
    api = await startFakeRazorpayApi(KEY_ID, KEY_SECRET);
    server = await startServer({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: 'e2e-webhook-secret',
      RAZORPAY_API_URL: api.url,
    });
  });
  test.afterAll(async () => {
    await server.stop();
    await api.stop();
  });

  async function settingsPage(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.url });
    await context.route(CHECKOUT_JS, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: fakeCheckoutScript(KEY_SECRET) }),
    );
    const page = await context.newPage();
    await signUp(page);
    await page.goto('/settings');
    await page.getByRole('radio', { name: /^Pro/ }).check();
    await page.getByRole('button', { name: 'Upgrade Plan' }).click();
    await expect(checkout(page)).toBeVisible();
    return page;
  }

  test('opens with the spec’s options and upgrades on a verified payment', async ({ browser }) => {
    const page = await settingsPage(browser);
    const options = await page.evaluate(
      () => (window as unknown as { razorpayOptions: object }).razorpayOptions,
    );
    expect(options).toMatchObject({
      key: KEY_ID,
      amount: 2900,
      currency: 'USD',
      name: 'Sheetwise',
      description: 'Pro Plan Subscription',
      prefill: { email: expect.stringMatching(/^ada-.+@example\.com$/) as unknown },
      theme: { color: '#059669' },
    });
    expect(api.orders.at(-1)).toMatchObject({ amount: 2900, currency: 'USD' });

    await checkout(page).getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Plan upgraded to Pro successfully!')).toBeVisible();
    await page.waitForEvent('load');
    await expect(page.getByText('PRO', { exact: true })).toBeVisible();
    await expect(page.getByText('Pro User')).toBeVisible();
    await page.context().close();
  });

  test('shows Razorpay’s reason for a failed payment, and the closed-popup message', async ({
    browser,
  }) => {
    const page = await settingsPage(browser);
    await checkout(page).getByRole('button', { name: 'Fail' }).click();
    await expect(page.getByText('Your payment was declined by the bank.')).toBeVisible();
    await checkout(page).getByRole('button', { name: 'Close' }).click();
    await expect(
      page.getByText('Payment popup was closed without completing the payment.'),
    ).toBeVisible();
    await expect(page.getByText('TRIAL', { exact: true })).toBeVisible();
    await page.context().close();
  });
});
