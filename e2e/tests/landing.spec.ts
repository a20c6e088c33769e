import { expect, test } from '@playwright/test';
import { watchPageErrors } from '../support/page-errors';
import { accessibilityProblems } from '../support/accessibility';

test.describe('landing page', () => {
  test('shows every section the spec lists, in order, without console errors', async ({ page }) => {
    const problems = watchPageErrors(page);
    await page.goto('/');
    await expect(page).toHaveTitle('Sheetwise — spreadsheets in sync, statements explained');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Your spreadsheets in sync. Your statements explained.',
      }),
    ).toBeVisible();

    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual([
      'Everything between the cloud and your desktop, handled',
      'Four steps to sync',
      'Every sync, on the record',
      'Simple plans that grow with your sheets',
      'Stop copying cells between tabs',
    ]);
    expect(problems).toEqual([]);
  });

  test('has ten feature cards and the four How It Works steps', async ({ page }) => {
    await page.goto('/');
    const features = page.locator('#features');
    await expect(features.getByRole('listitem')).toHaveCount(10);
    const steps = page.locator('#how-it-works').getByRole('heading', { level: 3 });
    await expect(steps).toHaveText([
      'Connect Accounts',
      'Configure Settings',
      'Smart Sync Engine',
      'Monitor & Resolve',
    ]);
    await expect(page.locator('#how-it-works')).toContainText('Setup takes under 5 minutes');
  });

  test('the sample sync history shows every field, status and conflict choice', async ({
    page,
  }) => {
    await page.goto('/');
    const history = page.locator('#sync-history');
    await expect(history.getByText('Sample data for illustration')).toBeVisible();
    for (const status of ['Success', 'Conflicts Resolved', 'Failed', 'Scheduled']) {
      await expect(history.getByText(status, { exact: true }).first()).toBeVisible();
    }
    for (const field of ['Duration', 'Cells updated', 'Conflicts', 'Range', 'Schedule']) {
      await expect(history.getByText(field, { exact: true }).first()).toBeVisible();
    }
    for (const choice of ['Google preferred', 'Excel preferred', 'Manual']) {
      await expect(history.getByText(choice).first()).toBeVisible();
    }
    await expect(history.getByText(/Error:/)).toBeVisible();

    await history.getByRole('button', { name: 'Retry Sync' }).click();
    await expect(page.getByText(/Retry Sync is part of the sync engine/)).toBeVisible();
  });

  test('pricing shows the three tiers and their prices', async ({ page }) => {
    await page.goto('/');
    const pricing = page.locator('#pricing');
    for (const [tier, price] of [
      ['Starter', '$19'],
      ['Professional', '$29'],
      ['Enterprise', '$59'],
    ] as const) {
      const card = pricing
        .getByRole('heading', { level: 3, name: tier })
        .locator('xpath=ancestor::*[self::article or self::li][1]');
      await expect(card).toContainText(price);
    }
    await pricing.getByRole('link', { name: 'Choose Starter' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('the closing call to action promises what the spec says', async ({ page }) => {
    await page.goto('/');
    const closing = page.locator('#get-started');
    await expect(closing).toContainText(/no credit card required/i);
    await expect(closing).toContainText(/14-day free trial/i);
    await expect(closing).toContainText(/cancel anytime/i);
    await closing.getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await accessibilityProblems(page)).toEqual([]);
  });
});
