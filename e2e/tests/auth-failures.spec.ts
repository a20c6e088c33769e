import { expect, test } from '@playwright/test';
import { newAccount, signUp } from '../support/accounts';

test.describe('when the server cannot be reached', () => {
  test('registration falls back to the spec’s generic message', async ({ page, context }) => {
    const account = newAccount();
    await page.goto('/register');
    await page.getByLabel('Full name').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Registration failed. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('login falls back to the spec’s generic message', async ({ page, context }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password').fill('whatever');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Login to your account' }).click();
    await expect(page.getByText('Login failed. Please try again.')).toBeVisible();
  });

  test('logout says it failed and keeps the user signed in', async ({ page, context }) => {
    const account = await signUp(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Error logging out. Try again.')).toBeVisible();
    await expect(page.getByText(`Hi ${account.name}`)).toBeVisible();
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Google sign-in says the network is down instead of opening a popup', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    const google = page.getByRole('button', { name: 'Login with Google' });
    // The page's code loads after 'load'; cut the network only once the button is there.
    await expect(google).toBeVisible();
    await context.setOffline(true);
    await google.click();
    await expect(
      page.getByText('Network error. Please check your connection and try again.'),
    ).toBeVisible();
  });

  test('a blocked popup is explained', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/register');
    await page.getByRole('button', { name: 'Login with Google' }).click();
    await expect(
      page.getByText('Popup blocked by browser. Please allow popups and try again.'),
    ).toBeVisible();
  });
});
