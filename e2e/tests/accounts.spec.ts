import { expect, test } from '@playwright/test';
import {
  forgetBrowserSession,
  logIn,
  newAccount,
  signUp,
  submitRegistration,
} from '../support/accounts';

test.describe('accounts', () => {
  test('register leads to the dashboard, greets the user and records the login time', async ({
    page,
  }) => {
    const before = Date.now();
    const account = newAccount();
    await submitRegistration(page, account);
    // The toast lives 4 s, so it is checked before waiting for the dashboard's code to load.
    await expect(page.getByText('Registration successful!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText(`Hi ${account.name}`)).toBeVisible();
    const loginTime = Number(await page.evaluate(() => localStorage.getItem('auth_login_time')));
    expect(loginTime).toBeGreaterThanOrEqual(before - 1000);

    await page.goto('/');
    await expect(page.getByText(`Hi ${account.name}`)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Page sections' })).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: 'Sheetwise' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an e-mail can be registered only once', async ({ page, browser }) => {
    const account = await signUp(page);
    const other = await browser.newPage();
    await other.goto('/register');
    await other.getByLabel('Full name').fill('Someone Else');
    await other.getByLabel('Email').fill(account.email.toUpperCase());
    await other.getByLabel('Password').fill('another password');
    await other.getByRole('button', { name: 'Create Account' }).click();
    await expect(other.getByText('This email is already registered.')).toBeVisible();
    await expect(other).toHaveURL(/\/register$/);
    await other.close();
  });

  test('logout ends the session and the guard sends visitors home', async ({ page }) => {
    await signUp(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_login_time'))).toBeNull();

    await page.goto('/settings');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('login answers each case with the spec’s message', async ({ page }) => {
    const account = await signUp(page);
    await forgetBrowserSession(page);

    await logIn(page, { email: 'nobody-here@example.com', password: 'whatever' });
    await expect(page.getByText('No user found with this email.')).toBeVisible();
    await logIn(page, { email: account.email, password: 'not my password' });
    await expect(page.getByText('Incorrect password. Please try again.')).toBeVisible();
    await logIn(page, account);
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a successful login clears the toasts of the failed attempts before it', async ({
    page,
  }) => {
    const account = await signUp(page);
    await forgetBrowserSession(page);
    await logIn(page, { email: account.email, password: 'not my password' });
    const failed = page.getByText('Incorrect password. Please try again.');
    await expect(failed).toBeVisible();
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login to your account' }).click();
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(failed).toHaveCount(0);
  });

  test('a signed-in user opening /login or /register goes to the dashboard', async ({ page }) => {
    await signUp(page);
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });

  test('the guard replaces history, so Back does not return to the protected page', async ({
    page,
  }) => {
    await page.goto('/terms');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/terms$/);
  });

  test('a login older than 24 hours is signed out on reload', async ({ page }) => {
    await signUp(page);
    await page.evaluate(() => {
      localStorage.setItem('auth_login_time', String(Date.now() - 25 * 60 * 60 * 1000));
    });
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_login_time'))).toBeNull();
    // The server session was ended too: coming back with a fresh login time does not revive it.
    await page.evaluate(() => {
      localStorage.setItem('auth_login_time', String(Date.now()));
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
  });
});
