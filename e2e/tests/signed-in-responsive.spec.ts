import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../support/accounts';
import { connectGoogle } from '../support/sync';
import { accessibilityProblems } from '../support/accessibility';

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test.describe('signed in, on a 360 px phone', () => {
  test('every screen fits without sideways scrolling', async ({ page }) => {
    await signUp(page);
    await connectGoogle(page);
    await page
      .getByLabel('Google Sheet URL')
      .fill('https://docs.google.com/spreadsheets/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms');
    await page.getByRole('button', { name: 'Add Sheet' }).click();
    await expect(page.getByRole('list', { name: 'Google sheets sync' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    for (const path of [
      '/my-projects',
      '/create-project',
      '/users',
      '/plan-usage',
      '/rescent-project',
      '/settings',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });

  test('the sidebar is a drawer: Escape, the close button and navigating close it', async ({
    page,
  }) => {
    await signUp(page);
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });

    await openMenu.click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Trial User')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Upgrade Now' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(openMenu).toBeFocused();

    await openMenu.click();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();

    await openMenu.click();
    await drawer
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(drawer).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Manage account & subscription' }),
    ).toBeVisible();

    // Following the entry of the page already open closes the drawer too.
    await openMenu.click();
    await drawer.getByRole('link', { name: 'Settings' }).click();
    await expect(drawer).toBeHidden();
  });

  test('the open drawer has no serious or critical accessibility problems', async ({ page }) => {
    await signUp(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  test('Logout works from the drawer', async ({ page }) => {
    await signUp(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('signed in, on a touch phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('says only what a finger can do: no dragging, no left sidebar', async ({ page }) => {
    await signUp(page);
    const zone = page.getByRole('region', { name: 'Choose a statement to upload' });
    await expect(zone).toBeVisible();
    await expect(page.getByText('Drag and drop your file here')).toHaveCount(0);
    await expect(zone.getByRole('button', { name: 'Browse Files' })).toBeVisible();

    await page.goto('/my-projects');
    await expect(
      page.getByText('Choose a chat from the list above to start chatting.'),
    ).toBeVisible();
    await expect(
      page.getByText('Select a project from the left sidebar to start chatting.'),
    ).toBeHidden();
  });
});
