import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../support/accounts';
import { BANK_CSV, browseFile } from '../support/uploads';
import { daysAfter, displayDate } from '../support/dates';
import { watchPageErrors } from '../support/page-errors';

const PAYING_CARD = '4111 1111 1111 1111';

async function openSettings(page: Page): Promise<void> {
  await signUp(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Your plan' })).toBeVisible();
}

async function chooseAndUpgrade(page: Page, plan: 'Starter' | 'Pro'): Promise<void> {
  await page.getByRole('radio', { name: new RegExp(`^${plan}`) }).check();
  await page.getByRole('button', { name: 'Upgrade Plan' }).click();
}

/** Chooses a plan, presses Upgrade Plan and waits for the test checkout to open. */
async function startCheckout(page: Page, plan: 'Starter' | 'Pro') {
  await chooseAndUpgrade(page, plan);
  const checkout = page.getByRole('dialog', { name: 'Sheetwise' });
  await expect(checkout).toBeVisible();
  return checkout;
}

async function pay(page: Page, card: string) {
  const checkout = page.getByRole('dialog', { name: 'Sheetwise' });
  await checkout.getByLabel('Card number').fill(card);
  await checkout.getByRole('button', { name: /^Pay / }).click();
}

test.describe('upgrading a plan through the test checkout', () => {
  test('a new user upgrades Trial to Pro and sees PRO, the renew-by date and Pro User', async ({
    page,
  }) => {
    const problems = watchPageErrors(page);
    await openSettings(page);
    await expect(page.getByText('TRIAL', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Included in every plan' }).getByRole('listitem'),
    ).toHaveText(['Basic features', 'Email support', 'AI chat assistant']);
    await expect(page.getByRole('link', { name: 'Compare plans' })).toHaveAttribute(
      'href',
      '/#pricing',
    );

    const checkout = await startCheckout(page, 'Pro');
    await expect(checkout.getByText('Pro Plan Subscription')).toBeVisible();
    await expect(checkout.getByText('$29.00 USD')).toBeVisible();
    await expect(checkout.getByRole('button', { name: 'Pay $29.00' })).toBeVisible();
    await expect(checkout.getByText(/Paying as ada-/)).toBeVisible();
    await pay(page, PAYING_CARD);
    await expect(page.getByText('Plan upgraded to Pro successfully!')).toBeVisible();

    // The page reloads a second later and shows the new plan everywhere.
    await page.waitForEvent('load');
    await expect(page.getByText('PRO', { exact: true })).toBeVisible();
    // Bought on the trial's first day: its 14 days are added to the 30.
    await expect(
      page.getByText(`Renew by ${displayDate(daysAfter(new Date(), 44))}`),
    ).toBeVisible();
    await expect(page.getByText('Pro User')).toBeVisible();
    // Nothing to upgrade to: the sidebar shows the plan and its usage, and promises no more.
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await expect(sidebar.getByText('You are on Pro')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Upgrade Now' })).toHaveCount(0);
    await expect(sidebar.getByText(/unlimited/i)).toHaveCount(0);
    await sidebar.getByRole('link', { name: 'See plan usage' }).click();
    await expect(page).toHaveURL(/\/plan-usage$/);
    expect(problems).toEqual([]);
  });

  test('asks for a plan before anything else', async ({ page }) => {
    await openSettings(page);
    await page.getByRole('button', { name: 'Upgrade Plan' }).click();
    await expect(page.getByText('Please select a plan to upgrade.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('says the user must be logged in when the session has gone', async ({ page }) => {
    await openSettings(page);
    await page.context().clearCookies({ name: 'session' });
    await chooseAndUpgrade(page, 'Starter');
    await expect(page.getByText('You must be logged in.')).toBeVisible();
  });

  test('shows the server’s reason for a declined card, keeps the checkout open, and says when it is closed', async ({
    page,
  }) => {
    await openSettings(page);
    await startCheckout(page, 'Starter');
    await pay(page, '4000 0000 0000 0002');
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    await page.getByRole('button', { name: 'Close checkout' }).click();
    await expect(
      page.getByText('Payment popup was closed without completing the payment.'),
    ).toBeVisible();
    await expect(page.getByText('TRIAL', { exact: true })).toBeVisible();

    await startCheckout(page, 'Starter');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The focus goes back to the button that opened the checkout, not to the page.
    await expect(page.getByRole('button', { name: 'Upgrade Plan' })).toBeFocused();
    await expect(
      page.getByText('Payment popup was closed without completing the payment.'),
    ).toBeVisible();
  });

  test('says Payment failed. when the order cannot be created and the server gave no reason', async ({
    page,
  }) => {
    await openSettings(page);
    await page.route('**/api/create-order', (route) => route.abort());
    await chooseAndUpgrade(page, 'Pro');
    await expect(page.getByText('Payment failed.')).toBeVisible();
  });

  test('says Payment verification failed. when the signature does not check out', async ({
    page,
  }) => {
    await openSettings(page);
    // A tampered checkout result, as an attacker in the page would send it.
    await page.route('**/api/verify-payment', async (route) => {
      const body = route.request().postDataJSON() as Record<string, string>;
      await route.continue({
        postData: JSON.stringify({ ...body, razorpay_signature: '0'.repeat(64) }),
      });
    });
    await startCheckout(page, 'Starter');
    await pay(page, '4100 2800 0000 1007');
    await expect(page.getByText('Payment verification failed.')).toBeVisible();
  });

  test('says Verification failed. when the verification request does not reach the server', async ({
    page,
  }) => {
    await openSettings(page);
    await page.route('**/api/verify-payment', (route) => route.abort());
    await startCheckout(page, 'Starter');
    await pay(page, PAYING_CARD);
    await expect(page.getByText('Verification failed.', { exact: true })).toBeVisible();
  });

  test('names the Starter plan’s limit at the sixth upload of the month', async ({ page }) => {
    await openSettings(page);
    await startCheckout(page, 'Starter');
    await pay(page, PAYING_CARD);
    await page.waitForEvent('load');
    await expect(page.getByText('STARTER', { exact: true })).toBeVisible();

    // Five uploads through the API, as the upload card sends them, then the sixth in the page.
    const cookies = await page.context().cookies();
    const csrf = cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
    for (let i = 1; i <= 5; i += 1) {
      const response = await page.request.post('/api/embed/upload-doc', {
        headers: { 'x-csrf-token': csrf },
        multipart: {
          file: { name: `month-${i}.csv`, mimeType: 'text/csv', buffer: Buffer.from(BANK_CSV) },
        },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto('/dashboard');
    await browseFile(page, { name: 'month-6.csv', type: 'text/csv', text: BANK_CSV });
    // The toast's title and its reason are two lines, not one run-on sentence.
    const toasts = page.getByRole('region', { name: /^Notifications/ });
    await expect(toasts.getByText('Unable to upload your document', { exact: true })).toBeVisible();
    await expect(
      toasts.getByText(
        'Your Starter plan allows 5 new projects a month, and you have used all 5. Upgrade to Pro in Settings for 50 a month.',
        { exact: true },
      ),
    ).toBeVisible();
  });
});
