import { expect, test } from '@playwright/test';

const SUPPORT_EMAIL = 'support@sheetwise.app';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

async function clipboardText(page: import('@playwright/test').Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test.describe('support address', () => {
  for (const path of ['/', '/terms', '/privacy']) {
    test(`the footer's Contact on ${path} copies the address and confirms`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => navigator.clipboard.writeText('something else'));
      await page.getByRole('contentinfo').getByRole('button', { name: 'Contact' }).click();
      await expect(
        page.getByText(`Support email ${SUPPORT_EMAIL} copied to clipboard.`),
      ).toBeVisible();
      expect(await clipboardText(page)).toBe(SUPPORT_EMAIL);
    });
  }

  test('Enterprise Contact Sales copies the address too', async ({ page }) => {
    await page.goto('/#pricing');
    await page.getByRole('button', { name: 'Contact Sales' }).click();
    await expect(
      page.getByText(`Support email ${SUPPORT_EMAIL} copied to clipboard.`),
    ).toBeVisible();
    expect(await clipboardText(page)).toBe(SUPPORT_EMAIL);
  });

  test('toasts leave after four seconds and at most three show at once', async ({ page }) => {
    await page.goto('/');
    const contact = page.getByRole('contentinfo').getByRole('button', { name: 'Contact' });
    for (let i = 0; i < 5; i += 1) await contact.click();
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  });
});
