import { expect, test } from '@playwright/test';
import { logIn, signUp } from '../support/accounts';

test.describe('an account from sign-up to deletion', () => {
  test('shows sign-in activity, ends other sessions, and deletes the account for good', async ({
    page,
    browser,
  }) => {
    const account = await signUp(page);

    // The same account signed in on another browser.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await logIn(other, account);
    await expect(other).toHaveURL(/\/dashboard$/);

    await page.goto('/settings');
    const activity = page.getByRole('region', { name: 'Sign-in activity' });
    const table = activity.getByRole('table');
    await expect(table.getByRole('row', { name: /Signed in with password/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Account created/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Signed in with password/ })).toContainText(
      /\d{2}-[A-Z][a-z]+-\d{4}, \d{2}:\d{2}/,
    );
    // The browser and network, coarsely: no full address, no full user-agent string.
    const created = table.getByRole('row', { name: /Account created/ });
    await expect(created).toContainText(/Chrome on \w+/);
    await expect(created).toContainText('127.0.0.x');

    await activity.getByRole('button', { name: 'End other sessions' }).click();
    await expect(page.getByText('Signed out of 1 other session.')).toBeVisible();
    await expect(table.getByRole('row', { name: /Other sessions ended/ })).toBeVisible();
    // The other browser is signed out; this one is not.
    await other.goto('/settings');
    await expect(other).toHaveURL(/\/$/);
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Manage account & subscription' }),
    ).toBeVisible();
    await otherContext.close();

    const deletion = page.getByRole('form', { name: 'Delete account' });
    await expect(deletion).toContainText('Records of payments you made are kept');
    await deletion.getByLabel('Your password').fill(account.password);
    await deletion.getByLabel('Type DELETE to confirm').fill('delete');
    await deletion.getByRole('button', { name: 'Delete my account' }).click();
    await expect(
      page.getByText('Type DELETE to confirm that you want to delete your account.'),
    ).toBeVisible();
    await deletion.getByLabel('Type DELETE to confirm').fill('DELETE');
    await deletion.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await logIn(page, account);
    await expect(page.getByText('No user found with this email.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the Terms say what deletion removes, what is kept and why', async ({ page }) => {
    await page.goto('/terms');
    const closure = page.getByRole('region', { name: 'Cancellation and account closure' });
    await expect(closure).toContainText('delete your account yourself at any time under Settings');
    await expect(closure).toContainText('We keep the records of payments you made');
    await expect(closure).toContainText('accounting and tax law require');
  });
});
