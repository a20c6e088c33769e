import { expect, test } from '@playwright/test';
import { forgetBrowserSession, signUp } from '../support/accounts';

test.describe('profile on /settings', () => {
  test('updates the name and keeps the password unless one is typed', async ({ page }) => {
    const account = await signUp(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Manage account & subscription' }),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expect(page.getByText('Leave blank to keep current password')).toBeVisible();

    await page.getByLabel('Full name').fill('Ada King');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByText('Hi Ada King')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('Ada King');
  });

  test('changes the password right after signing in, and the new one works', async ({ page }) => {
    const account = await signUp(page);
    await page.goto('/settings');
    await page.getByLabel('Password', { exact: true }).fill('a brand new secret');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByText('Enter your current password to change your email or password.'),
    ).toBeVisible();
    await page.getByLabel('Current password').fill('not my password');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your current password is not correct.')).toBeVisible();
    await page.getByLabel('Current password').fill(account.password);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByLabel('Current password')).toBeHidden();

    await forgetBrowserSession(page);
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('a brand new secret');
    await page.getByRole('button', { name: 'Login to your account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('refuses a blank name and a short password with clear messages', async ({ page }) => {
    await signUp(page);
    await page.goto('/settings');
    await page.getByLabel('Full name').fill('   ');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please enter your full name.')).toBeVisible();
    await page.getByLabel('Full name').fill('Ada');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Password should be at least 6 characters.')).toBeVisible();
  });
});
