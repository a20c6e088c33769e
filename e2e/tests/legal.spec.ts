import { expect, test } from '@playwright/test';

test.describe('legal pages', () => {
  test('Terms carry the facts of spec section 9', async ({ page }) => {
    await page.goto('/terms');
    await expect(page).toHaveTitle('Terms of Service · Sheetwise');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('Last updated June 2, 2024');
    await expect(main).toContainText(/18 years/);
    await expect(main).toContainText(/10 days/);
    await expect(main).toContainText(/30 days/);
    await expect(main).toContainText(/90 days/);
    await expect(main).toContainText(/INR 5,000/);
    await expect(main).toContainText(/12 months/);
  });

  test('Privacy explains retention and how to reach us', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page).toHaveTitle('Privacy Policy · Sheetwise');
    const main = page.getByRole('main');
    await expect(main).toContainText('Last updated June 2, 2024');
    await expect(main).toContainText(/30 days/);
    await expect(main.getByRole('link', { name: 'support@sheetwise.app' }).first()).toBeVisible();
  });

  test('the footer links between the legal pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
  });
});
