import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** A new account's details, unique across tests that share one server. */
export function newAccount(name = 'Ada Lovelace'): Account {
  return {
    name,
    email: `ada-${randomUUID().slice(0, 8)}@example.com`,
    password: 'analytical engine',
  };
}

/**
 * Registers through the real form, as a person would, and waits for the dashboard to be on screen
 * (its code loaded), so a test may then cut the network without breaking the page.
 */
export async function signUp(page: Page, account: Account = newAccount()): Promise<Account> {
  await submitRegistration(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return account;
}

/** Fills and sends the registration form without waiting for what follows. */
export async function submitRegistration(page: Page, account: Account): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

export async function logIn(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login to your account' }).click();
}

/** Forgets the sign-in on this browser side only (cookies and storage), as a new visitor would be. */
export async function forgetBrowserSession(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
  });
}
