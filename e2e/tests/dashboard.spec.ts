import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../support/accounts';
import { daysAfter, displayDate } from '../support/dates';
import { watchPageErrors } from '../support/page-errors';
import { accessibilityProblems } from '../support/accessibility';
import { connectGoogle } from '../support/sync';
import { BANK_CSV, browseFile, dropZone } from '../support/uploads';

const SHEET_URL =
  'https://docs.google.com/spreadsheets/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';

function panel(page: Page) {
  return page.locator('section', {
    has: page.getByRole('heading', { name: 'Create new sync' }),
  });
}

function sheetRows(page: Page) {
  return page.getByRole('list', { name: 'Google sheets sync' }).getByRole('listitem');
}

function statCard(page: Page, label: string) {
  return page
    .getByRole('list', { name: 'Statistics' })
    .getByRole('listitem')
    .filter({ hasText: label });
}

async function addSheet(page: Page, url: string) {
  await page.getByLabel('Google Sheet URL').fill(url);
  await page.getByRole('button', { name: 'Add Sheet' }).click();
}

test.describe('dashboard', () => {
  test('shows the title, the trial dates, the figures and the assistant', async ({ page }) => {
    const problems = watchPageErrors(page);
    const before = new Date();
    await signUp(page);
    await expect(page).toHaveTitle('Dashboard · Sheetwise');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');

    const trial = page.getByRole('region', { name: 'You are on the free trial' });
    await expect(trial).toContainText(
      `Started on ${displayDate(before)}, ends on ${displayDate(daysAfter(before, 14))}.`,
    );
    await trial.getByRole('link', { name: 'Choose a plan' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await page.goBack();

    for (const [label, trend] of [
      ['Total Files', 'None this month'],
      ['Active Syncs', 'None this month'],
      ['Successful Syncs', 'No syncs run yet'],
      ['Failed Syncs', 'All clear'],
    ] as const) {
      await expect(statCard(page, label)).toHaveText(`${label}0${trend}`);
    }
    await expect(
      page.getByText('Hello! Upload a bank statement to chat with your documents.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Create new sync' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the sheets panel connects, adds, checks, syncs, removes, remembers and disconnects', async ({
    page,
  }) => {
    await signUp(page);
    const sheets = panel(page);
    await expect(sheets.getByText('No sheets connected yet')).toBeVisible();
    await expect(sheets.getByLabel('Google Sheet URL')).toHaveCount(0);
    await connectGoogle(page);

    // An empty URL is refused here, beside the field and in a toast.
    await sheets.getByLabel('Google Sheet URL').fill('   ');
    await sheets.getByRole('button', { name: 'Add Sheet' }).click();
    await expect(sheets.getByLabel('Google Sheet URL')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Please enter the sheet’s URL.')).toHaveCount(2);
    await expect(sheets.getByLabel('Google Sheet URL')).toBeFocused();

    await addSheet(page, `  ${SHEET_URL}  `);
    await addSheet(page, `${SHEET_URL}#gid=2`);
    await expect(sheetRows(page)).toHaveCount(2);
    const first = sheetRows(page).filter({ hasText: 'New Sheet 1' });
    await expect(first).toContainText('Pending');
    await expect(first).toContainText('Last sync: Never');
    const open = first.getByRole('link', { name: 'Open New Sheet 1 (opens in a new tab)' });
    await expect(open).toHaveAttribute('href', SHEET_URL);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener noreferrer');

    // Without a workbook there is nothing to sync with yet: Sync Now opens the pair to add one.
    await first.getByRole('button', { name: 'Sync Now New Sheet 1' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Sheet 1' })).toBeVisible();
    await page.goBack();

    // Active syncs count pairs that have synced (sync.spec.ts runs some), not sheets listed.
    await page.reload();
    await expect(sheetRows(page)).toHaveCount(2);
    await expect(statCard(page, 'Active Syncs')).toHaveText('Active Syncs0None this month');

    await sheetRows(page)
      .filter({ hasText: 'New Sheet 2' })
      .getByRole('button', { name: 'Remove New Sheet 2' })
      .click();
    await expect(sheetRows(page)).toHaveCount(1);

    await sheets.getByRole('button', { name: 'Disconnect' }).click();
    await expect(sheets.getByText('No sheets connected yet')).toBeVisible();
    await expect(sheets.getByRole('button', { name: 'Connect Google Account' })).toBeVisible();
    await page.reload();
    await expect(sheets.getByText('Google account not connected')).toBeVisible();
    await expect(statCard(page, 'Active Syncs')).toHaveText('Active Syncs0None this month');
  });

  test('at 1280x800 the upload card, its result and the statements are in the first screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signUp(page);
    await expect(dropZone(page)).toBeInViewport();
    await browseFile(page, { name: 'march.csv', type: 'text/csv', text: BANK_CSV });
    await expect(page.getByRole('link', { name: 'Analyze File' })).toBeInViewport();
    const statements = page.getByRole('region', { name: 'Your statements' });
    await expect(statements.getByRole('link', { name: 'march.csv', exact: true })).toBeInViewport();
    await statements.getByRole('link', { name: 'march.csv', exact: true }).click();
    await expect(page).toHaveURL(/\/my-projects\?doc=march\.csv$/);
  });

  test('another user sees none of my sheets', async ({ page, browser }) => {
    await signUp(page);
    await connectGoogle(page);
    await addSheet(page, SHEET_URL);
    await expect(sheetRows(page)).toHaveCount(1);

    const other = await browser.newPage();
    await signUp(other);
    await expect(panel(other).getByText('No sheets connected yet')).toBeVisible();
    await expect(statCard(other, 'Active Syncs')).toHaveText('Active Syncs0None this month');
    await other.close();
  });

  test('has no serious or critical accessibility problems', async ({ page }) => {
    await signUp(page);
    await connectGoogle(page);
    await addSheet(page, SHEET_URL);
    await expect(sheetRows(page)).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Statistics' })).toBeVisible();
    // Let the toasts leave, so the check sees the page itself (a pointer resting on a toast,
    // where the consent page's Allow button was, would hold it open).
    await page.mouse.move(0, 0);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });

    for (const collapsed of [false, true]) {
      if (collapsed) await page.getByRole('button', { name: 'Collapse sidebar' }).click();
      expect(await accessibilityProblems(page)).toEqual([]);
    }
  });
});
