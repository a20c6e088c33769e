import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../support/accounts';
import { daysAfter, displayDate } from '../support/dates';
import { watchPageErrors } from '../support/page-errors';

const PAYING_CARD = '4111 1111 1111 1111';

/** What the radio's description says choosing the plan does now, and for how much. */
function choiceText(page: Page, plan: 'Starter' | 'Pro') {
  return page.getByRole('radio', { name: new RegExp(`^${plan} `) });
}

/** Chooses the plan, opens the test checkout and pays; the page reloads with the new plan. */
async function payFor(page: Page, plan: 'Starter' | 'Pro', amount: string) {
  await choiceText(page, plan).check();
  await page.getByRole('button', { name: 'Upgrade Plan' }).click();
  const checkout = page.getByRole('dialog', { name: 'Sheetwise' });
  await expect(checkout.getByText(`${amount} USD`)).toBeVisible();
  await checkout.getByLabel('Card number').fill(PAYING_CARD);
  await checkout.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page.getByText(`Plan upgraded to ${plan} successfully!`)).toBeVisible();
  await page.waitForEvent('load');
}

test('upgrades Trial to Starter, then Starter to Pro for the prorated difference, then cancels and reactivates', async ({
  page,
}) => {
  const problems = watchPageErrors(page);
  await signUp(page);
  await page.goto('/settings');
  const signedUp = new Date();
  const paidEnd = displayDate(daysAfter(signedUp, 14 + 30));
  await expect(choiceText(page, 'Starter')).toHaveAccessibleName(
    'Starter $19/month, 5 projects, personal use',
  );
  await expect(choiceText(page, 'Pro')).toHaveAccessibleName(
    'Pro $29/month, 50 projects, growing businesses',
  );
  await expect(choiceText(page, 'Starter')).toHaveAccessibleDescription(
    `Start Starter now, with your trial’s days left added, until ${paidEnd}: $19.00`,
  );

  await payFor(page, 'Starter', '$19.00');
  await expect(page.getByText('STARTER', { exact: true })).toBeVisible();
  await expect(page.getByText(`Renew by ${paidEnd}`)).toBeVisible();
  await expect(choiceText(page, 'Starter')).toHaveAccessibleDescription(
    `Current plan Renew Starter until ${displayDate(daysAfter(signedUp, 74))}: $19.00`,
  );
  // 44 days left of the $10 difference a 30-day period: $14.67, shown, then charged.
  const upgrade = 'Upgrade to Pro now: $14.67 for the 44 days left';
  await expect(choiceText(page, 'Pro')).toHaveAccessibleDescription(upgrade);

  await payFor(page, 'Pro', '$14.67');
  await expect(page.getByText('PRO', { exact: true })).toBeVisible();
  await expect(page.getByText(`Renew by ${paidEnd}`)).toBeVisible();
  await expect(choiceText(page, 'Pro')).toHaveAccessibleDescription(
    `Current plan Renew Pro until ${displayDate(daysAfter(signedUp, 74))}: $29.00`,
  );

  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByText(`Cancelled: runs until ${paidEnd}, not renewed`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel plan' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByText(`Renew by ${paidEnd}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel plan' })).toBeVisible();
  expect(problems).toEqual([]);
});
