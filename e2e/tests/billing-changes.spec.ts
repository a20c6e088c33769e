import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { signUp } from '../support/accounts';
import { daysAfter, displayDate } from '../support/dates';
import { watchPageErrors } from '../support/page-errors';
import { payFor, planChoice } from '../support/test-checkout';

test('upgrades Trial to Starter, then Starter to Pro for the prorated difference, downloads its receipt, then cancels and reactivates', async ({
  page,
}) => {
  const problems = watchPageErrors(page);
  await signUp(page);
  await page.goto('/settings');
  const signedUp = new Date();
  const paidEnd = displayDate(daysAfter(signedUp, 14 + 30));
  await expect(planChoice(page, 'Starter')).toHaveAccessibleName(
    'Starter $19/month, 5 projects, personal use',
  );
  await expect(planChoice(page, 'Pro')).toHaveAccessibleName(
    'Pro $29/month, 50 projects, growing businesses',
  );
  await expect(planChoice(page, 'Starter')).toHaveAccessibleDescription(
    `Start Starter now, with your trial’s days left added, until ${paidEnd}: $19.00`,
  );

  await payFor(page, 'Starter', '$19.00');
  await expect(page.getByText('STARTER', { exact: true })).toBeVisible();
  await expect(page.getByText(`Renew by ${paidEnd}`)).toBeVisible();
  await expect(planChoice(page, 'Starter')).toHaveAccessibleDescription(
    `Current plan Renew Starter until ${displayDate(daysAfter(signedUp, 74))}: $19.00`,
  );
  // 44 days left of the $10 difference a 30-day period: $14.67, shown, then charged.
  const upgrade = 'Upgrade to Pro now: $14.67 for the 44 days left';
  await expect(planChoice(page, 'Pro')).toHaveAccessibleDescription(upgrade);

  await payFor(page, 'Pro', '$14.67');
  await expect(page.getByText('PRO', { exact: true })).toBeVisible();
  await expect(page.getByText(`Renew by ${paidEnd}`)).toBeVisible();
  await expect(planChoice(page, 'Pro')).toHaveAccessibleDescription(
    `Current plan Renew Pro until ${displayDate(daysAfter(signedUp, 74))}: $29.00`,
  );

  // The upgrade's receipt says what was charged.
  const history = page.getByRole('region', { name: 'Billing history' });
  const newest = history.getByRole('table').getByRole('row').nth(1);
  await expect(newest).toContainText('$14.67 USD');
  const invoiceNumber = (await newest.getByRole('cell').nth(1).textContent()) ?? '';
  const downloading = page.waitForEvent('download');
  await newest.getByRole('link', { name: `PDF of receipt ${invoiceNumber}` }).click();
  const bytes = new Uint8Array(await readFile(await (await downloading).path()));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  expect(text).toContain(invoiceNumber);
  expect(text).toContain('$14.67 USD');

  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByText(`Cancelled: runs until ${paidEnd}, not renewed`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel plan' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByText(`Renew by ${paidEnd}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel plan' })).toBeVisible();
  expect(problems).toEqual([]);
});
