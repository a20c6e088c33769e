import { expect, test } from '@playwright/test';

test.describe('public header', () => {
  test('Features and Pricing scroll to their sections', async ({ page }) => {
    await page.goto('/');
    const sections = page.getByRole('navigation', { name: 'Page sections' });
    await sections.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.locator('#pricing')).toBeInViewport();
    await sections.getByRole('link', { name: 'Features' }).click();
    await expect(page).toHaveURL(/#features$/);
    await expect(page.locator('#features')).toBeInViewport();
  });

  test('Start Free Trial goes to registration', async ({ page }) => {
    await page.goto('/');
    await page
      .locator('#hero-heading')
      .locator('xpath=ancestor::section[1]')
      .getByRole('link', { name: 'Start Free Trial' })
      .click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('Sign In and Create Account lead to their forms', async ({ page }) => {
    await page.goto('/');
    const account = page.getByRole('navigation', { name: 'Account' });
    await account.getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Login to continue' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Create Account' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Sheetwise' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const path of ['/terms', '/privacy', '/login', '/register']) {
    test(`hides Features and Pricing on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Page sections' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    });
  }
});
