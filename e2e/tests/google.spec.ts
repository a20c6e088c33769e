import { expect, test, type Page } from '@playwright/test';
import { forgetBrowserSession, newAccount, signUp } from '../support/accounts';

/** Clicks "Login with Google" and returns the popup the app opened. */
async function openGooglePopup(page: Page): Promise<Page> {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login with Google' }).click();
  const popup = await popupOpened;
  await expect(popup.getByLabel('Email')).toBeVisible();
  return popup;
}

async function chooseAccount(popup: Page, name: string, email: string): Promise<void> {
  await popup.getByLabel('Name').fill(name);
  await popup.getByLabel('Email').fill(email);
  await popup.getByRole('button', { name: 'Continue' }).click();
}

test.describe('Login with Google (local development provider)', () => {
  test('signs a new user up from /register and lands on the dashboard', async ({ page }) => {
    const { email } = newAccount();
    await page.goto('/register');
    const popup = await openGooglePopup(page);
    await chooseAccount(popup, 'Grace Hopper', email);
    await expect(page.getByText('Logged in with Google!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Hi Grace Hopper')).toBeVisible();
    await expect.poll(() => popup.isClosed()).toBe(true);
  });

  test('signs the same person in again from /login, to the same account', async ({ page }) => {
    const { email } = newAccount();
    await page.goto('/login');
    await chooseAccount(await openGooglePopup(page), 'Grace Hopper', email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/settings');
    await page.getByLabel('Full name').fill('Rear Admiral Hopper');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();

    await forgetBrowserSession(page);
    await page.goto('/login');
    await chooseAccount(await openGooglePopup(page), 'Grace Hopper', email.toUpperCase());
    // The existing user document is kept: the name is the one saved, not the provider's.
    await expect(page.getByText('Hi Rear Admiral Hopper')).toBeVisible();
  });

  test('Cancel in the popup is reported as a canceled login', async ({ page }) => {
    await page.goto('/login');
    const popup = await openGooglePopup(page);
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Login canceled. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('closing the popup is reported as a canceled login', async ({ page }) => {
    await page.goto('/login');
    const popup = await openGooglePopup(page);
    await popup.close();
    await expect(page.getByText('Login canceled. Please try again.')).toBeVisible();
  });

  test('a second click while the popup is open is refused', async ({ page }) => {
    await page.goto('/login');
    const popup = await openGooglePopup(page);
    await page.getByRole('button', { name: 'Login with Google' }).click();
    await expect(page.getByText('Another login is already in progress.')).toBeVisible();
    await popup.close();
  });

  test('a forged callback fails with the generic Google message', async ({ page }) => {
    await page.goto('/login');
    const popup = await openGooglePopup(page);
    // The result page closes its window as soon as it has posted, so navigate without waiting.
    await popup.evaluate(() => {
      window.location.href = '/api/auth/google/callback?code=forged&state=forged';
    });
    await expect(page.getByText('Google login failed. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an e-mail registered with a password is not taken over', async ({ page }) => {
    const account = await signUp(page);
    await forgetBrowserSession(page);
    await page.goto('/login');
    await chooseAccount(await openGooglePopup(page), 'Impostor', account.email);
    await expect(
      page.getByText('This email is already registered. Log in with your password.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
