import { expect, test } from '@playwright/test';

test.describe('login and register forms', () => {
  test('register has its fields and refuses bad input with the spec’s messages', async ({
    page,
  }) => {
    await page.goto('/register');
    await expect(page).toHaveTitle('Create account · Sheetwise');
    await expect(page.getByRole('button', { name: 'Login with Google' })).toBeVisible();
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByRole('listitem').getByText('Please enter a valid email address.'),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Password should be at least 6 characters.').first()).toBeVisible();

    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password').fill('');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Please enter a password.').first()).toBeVisible();
  });

  test('login has its fields, works from the keyboard and refuses an empty password', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Log in · Sheetwise');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password').press('Enter');
    await expect(page.getByText('Please enter a password.').first()).toBeVisible();
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });
});
