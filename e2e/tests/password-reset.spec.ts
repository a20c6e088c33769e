import { expect, test, type Page } from '@playwright/test';
import { logIn, signUp } from '../support/accounts';
import { watchPageErrors } from '../support/page-errors';
import { accessibilityProblems } from '../support/accessibility';

const REQUESTED =
  'If an account uses that e-mail address, we have sent it a link to reset the password. The link works once, within 30 minutes.';

async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await accessibilityProblems(page)).toEqual([]);
}

/** Opens the newest reset e-mail to an address in the local outbox and follows its link. */
async function followResetLink(page: Page, email: string): Promise<string> {
  await page.goto('/dev-mail');
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await page
    .getByRole('row', { name: email })
    .first()
    .getByRole('link', { name: 'Reset your Sheetwise password' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reset your Sheetwise password' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  const link = page.getByRole('link', { name: /\/reset-password\?token=/ });
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  return href;
}

test.describe('password reset by e-mail', () => {
  test('a forgotten password is reset through the link in the local outbox', async ({ page }) => {
    const problems = watchPageErrors(page);
    const account = await signUp(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(REQUESTED)).toBeVisible();

    await followResetLink(page, account.email);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByLabel('New password', { exact: true }).fill('a whole new secret');
    await page.getByLabel('Confirm new password').fill('a whole new secret');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('Your password has been reset. Log in with your new password.'),
    ).toBeVisible();
    // Nothing went wrong on the way; the refused old password below is meant to log a 401.
    expect(problems).toEqual([]);

    await logIn(page, account);
    await expect(page.getByText('Incorrect password. Please try again.')).toBeVisible();
    await logIn(page, { email: account.email, password: 'a whole new secret' });
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a link works once', async ({ page }) => {
    const account = await signUp(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(REQUESTED)).toBeVisible();

    const link = await followResetLink(page, account.email);
    await page.getByLabel('New password', { exact: true }).fill('first new secret');
    await page.getByLabel('Confirm new password').fill('first new secret');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('second new secret');
    await page.getByLabel('Confirm new password').fill('second new secret');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(
      page.getByText(
        'This password reset link is invalid, has expired or has already been used. Please ask for a new one.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/reset-password\?token=/);
  });
});
