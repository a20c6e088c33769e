import { expect, test } from '@playwright/test';
import { watchPageErrors } from '../support/page-errors';

const PUBLIC_PAGES = [
  ['/', 'Your spreadsheets in sync. Your statements explained.'],
  ['/login', 'Login to continue'],
  ['/register', 'Create your account'],
  ['/forgot-password', 'Forgot your password?'],
  ['/reset-password?token=x', 'Choose a new password'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/no-such-page', 'The page you are trying to visit does not exist'],
] as const;

test.describe('every public route', () => {
  for (const [path, heading] of PUBLIC_PAGES) {
    test(`${path} loads on refresh, within the CSP, without errors`, async ({ page }) => {
      const problems = watchPageErrors(page);
      await page.goto(path);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test('the skip link moves keyboard focus to the content', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});
