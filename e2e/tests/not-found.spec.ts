import { expect, test } from '@playwright/test';

test.describe('not-found page', () => {
  test('shows ERROR and the spec’s sentence for an unknown route', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByText('ERROR', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'The page you are trying to visit does not exist' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
  });

  test('Go Back returns to the previous page in history', async ({ page }) => {
    await page.goto('/terms');
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/terms$/);
  });

  test('Go Back from a link opened straight into a new tab goes home, not to a blank page', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Go Back works from the keyboard', async ({ page }) => {
    await page.goto('/privacy');
    await page.goto('/missing');
    await page.getByRole('button', { name: 'Go Back' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/privacy$/);
  });
});
