import { expect, test, type Page } from '@playwright/test';
import { accessibilityProblems } from '../support/accessibility';
import { signUp } from '../support/accounts';
import { watchPageErrors } from '../support/page-errors';
import { browseFile } from '../support/uploads';

const SAVED = 'Display preferences saved.';

/** The colour painted behind the page's heading: the first background that is not transparent. */
async function pageBackground(page: Page): Promise<string> {
  return page.getByRole('heading', { level: 1 }).evaluate((heading) => {
    for (let element: Element | null = heading; element; element = element.parentElement) {
      const color = getComputedStyle(element).backgroundColor;
      if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color;
    }
    return getComputedStyle(document.documentElement).backgroundColor;
  });
}

/** The relative luminance of a computed colour (rgb() or oklch()), from 0 (black) to 1 (white). */
async function lightnessOf(page: Page, color: string): Promise<number> {
  return page.evaluate((value) => {
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) throw new Error('no canvas');
    canvas.fillStyle = value;
    canvas.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = canvas.getImageData(0, 0, 1, 1).data;
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  }, color);
}

async function chooseInSettings(page: Page, group: string, choice: string | RegExp) {
  await page.goto('/settings');
  await page.getByRole('group', { name: group }).getByRole('radio', { name: choice }).check();
  await expect(page.getByText(SAVED)).toBeVisible();
}

test.describe('display preferences', () => {
  test('Dark in Settings darkens the page at once and after a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const problems = watchPageErrors(page);
    await signUp(page);
    await page.goto('/settings');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await lightnessOf(page, await pageBackground(page))).toBeGreaterThan(0.9);

    const theme = page.getByRole('group', { name: 'Theme' });
    await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
    await theme.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.getByText(SAVED)).toBeVisible();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await lightnessOf(page, await pageBackground(page))).toBeLessThan(0.2);
    const heading = page.getByRole('heading', { level: 1 });
    const headingColor = await heading.evaluate((element) => getComputedStyle(element).color);
    expect(await lightnessOf(page, headingColor)).toBeGreaterThan(0.8);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(
      page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }),
    ).toBeChecked();
    expect(problems).toEqual([]);
  });

  test('the theme group is used from the keyboard', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signUp(page);
    await page.goto('/settings');
    const theme = page.getByRole('group', { name: 'Theme' });
    await theme.getByRole('radio', { name: 'System' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(theme.getByRole('radio', { name: 'Dark' })).toBeFocused();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('System follows the device: dark when it is dark, light when it turns light', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signUp(page);
    const html = page.locator('html');
    await expect(html).toHaveClass(/\bdark\b/);
    await page.goto('/settings');
    await expect(
      page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'System' }),
    ).toBeChecked();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).not.toHaveClass(/\bdark\b/);
  });

  test('a visitor sees the public pages in the device’s theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  });

  test('month, day, year shows the trial dates in that form on the dashboard', async ({ page }) => {
    const before = new Date();
    await signUp(page);
    await chooseInSettings(page, 'Dates', /^Month, day, year/);
    await page.goto('/dashboard');
    const trial = page.getByRole('region', { name: 'You are on the free trial' });
    const month = before.toLocaleString('en-US', { month: 'long' });
    await expect(trial).toContainText(
      `Started on ${month} ${before.getDate()}, ${before.getFullYear()}, ends on`,
    );
  });

  test('the chat shows dates and amounts as chosen, readable in dark mode', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signUp(page);
    await chooseInSettings(page, 'Dates', /^Month, day, year/);
    await chooseInSettings(page, 'Amounts', /^Symbol after/);
    await page.goto('/dashboard');
    const euros = [
      'Date,Description,Amount,Balance,Currency',
      '2026-03-02,Salary,2500.00,3500.00,EUR',
      '2026-03-05,Rent,-1200.00,2300.00,EUR',
      '2026-03-09,Groceries,-85.40,2214.60,EUR',
      '',
    ].join('\n');
    await browseFile(page, { name: 'euros.csv', type: 'text/csv', text: euros });
    await expect(page.getByText('March 2, 2026 to March 9, 2026').first()).toBeVisible();
    await page.getByRole('link', { name: 'Analyze File' }).click();
    await page.getByRole('textbox', { name: 'Message' }).fill('What is the closing balance?');
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    const proof = page.getByRole('table', { name: 'Transactions behind this answer' });
    await expect(proof).toContainText('March 9, 2026');
    await expect(proof).toContainText(/2,214\.60\s€/);
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  test('axe finds no serious problem in dark mode on the main signed-in pages', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signUp(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await accessibilityProblems(page)).toEqual([]);
    for (const path of ['/my-projects', '/plan-usage', '/settings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await accessibilityProblems(page), path).toEqual([]);
    }
    // With a toast on screen, in sonner's dark colours.
    await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }).check();
    await expect(page.getByText(SAVED)).toBeVisible();
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  test('axe finds no serious problem in dark mode on the public pages', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const path of ['/', '/login', '/register', '/terms']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await accessibilityProblems(page), path).toEqual([]);
    }
  });
});
