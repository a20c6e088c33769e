import { expect, test, type Page } from '@playwright/test';
import { accessibilityProblems } from '../support/accessibility';
import { signUp } from '../support/accounts';
import { watchPageErrors } from '../support/page-errors';
import { budgetWorkbook, connectGoogle, sheetsPanel, workbookBytes } from '../support/sync';

/** The run's own words for a sheet address that is no spreadsheet. */
const NOT_A_SPREADSHEET =
  'That address is not a Google Sheets spreadsheet; remove it and add the sheet’s own address.';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Links a workbook to the panel's only pair through the API, as the pair page's upload does. */
async function linkWorkbook(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const headers = { 'x-csrf-token': cookies.find((c) => c.name === 'csrf_token')?.value ?? '' };
  const panel = (await (await page.request.get('/api/sheets')).json()) as {
    sheets: { id: string }[];
  };
  const pairId = panel.sheets[0]?.id ?? '';
  const linked = await page.request.put(`/api/sync/pairs/${pairId}/workbook`, {
    headers,
    multipart: {
      file: { name: 'budget.xlsx', mimeType: XLSX, buffer: await workbookBytes(budgetWorkbook()) },
    },
  });
  expect(linked.status()).toBe(200);
  return pairId;
}

test('a failed sync rings the bell with its own words and sends an e-mail', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchPageErrors(page);
  const account = await signUp(page);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await connectGoogle(page);
  await sheetsPanel(page).getByLabel('Google Sheet URL').fill('https://example.com/not-a-sheet');
  await sheetsPanel(page).getByRole('button', { name: 'Add Sheet' }).click();
  const row = page.getByRole('list', { name: 'Google sheets sync' }).getByRole('listitem');
  await expect(row).toContainText('New Sheet 1');
  const pairId = await linkWorkbook(page);

  await page.reload();
  await row.getByRole('button', { name: 'Sync Now New Sheet 1' }).click();
  await expect(row).toContainText(NOT_A_SPREADSHEET, { timeout: 30_000 });

  // The bell asks again when the window regains focus and every minute; a new page asks at once.
  await page.reload();
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await bell.focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('list', { name: 'Notifications' });
  const notice = list.getByRole('listitem');
  await expect(notice).toHaveCount(1);
  await expect(notice.getByRole('link', { name: 'Sync failed: New Sheet 1' })).toHaveAttribute(
    'href',
    `/sync/${pairId}`,
  );
  await expect(notice).toContainText(NOT_A_SPREADSHEET);
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(bell).toBeFocused();

  await bell.click();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  await page.goto('/dev-mail');
  const mail = page
    .getByRole('row', { name: account.email })
    .getByRole('link', { name: 'Sync failed: New Sheet 1' });
  await expect(mail).toHaveCount(1);
  await mail.click();
  await expect(page.getByText(NOT_A_SPREADSHEET)).toBeVisible();
  await expect(page.getByText(`/sync/${pairId}`)).toBeVisible();
  expect(problems).toEqual([]);
});
