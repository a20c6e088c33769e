import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { watchPageErrors } from '../support/page-errors';
import {
  budgetCell,
  budgetWorkbook,
  connectGoogle,
  createDevSpreadsheet,
  downloadMerged,
  editDevCells,
  sheetsPanel,
  syncNow,
  workbookBytes,
  XLSX,
} from '../support/sync';

// Issue 32: while a conflict waits for the person, the dashboard says so and claims no 100 %.
test('a conflict left for the person shows on the dashboard’s cards and the sheets panel', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchPageErrors(page);
  await signUp(page);
  await connectGoogle(page);
  const sheetUrl = await createDevSpreadsheet(page, {
    A1: 'Item',
    B1: 'Amount',
    C1: 'Code',
    A2: 'Coffee',
    B2: '3',
    C2: "'00017",
    A3: 'Rent',
    B3: '900',
    C3: "'00018",
    A4: 'Books',
    B4: '40',
    C4: "'00019",
  });

  await page.goto('/dashboard');
  await sheetsPanel(page).getByLabel('Google Sheet URL').fill(sheetUrl);
  await sheetsPanel(page).getByRole('button', { name: 'Add Sheet' }).click();
  const row = page.getByRole('list', { name: 'Google sheets sync' }).getByRole('listitem');
  await row.getByRole('link', { name: /Set up sync/ }).click();
  const pairUrl = page.url();
  await page.getByLabel('Excel workbook (.xlsx)').setInputFiles({
    name: 'budget.xlsx',
    mimeType: XLSX,
    buffer: await workbookBytes(budgetWorkbook()),
  });
  // The policy stays Manual, so a cell changed on both sides waits for the person.
  await syncNow(page, /Success/);
  const linked = await downloadMerged(page);

  await page.goto(sheetUrl);
  await editDevCells(page, { B3: '910' });
  budgetCell(linked, 'Rent', 'Amount').value = 920;
  await page.goto(pairUrl);
  await page.getByLabel('Upload a newer version (.xlsx)').setInputFiles({
    name: 'budget.xlsx',
    mimeType: XLSX,
    buffer: await workbookBytes(linked),
  });
  await expect(page.getByText(/a newer version waits for the next sync/)).toBeVisible();
  await syncNow(page, /Conflicts waiting/);

  await page.goto('/dashboard');
  await expect(row.getByText('Conflicts waiting', { exact: true })).toBeVisible();
  await expect(row.getByText('Synced', { exact: true })).toHaveCount(0);
  const stats = page.getByRole('list', { name: 'Statistics' }).getByRole('listitem');
  // Two runs: the first was clean, the second left the conflict, so half succeeded.
  await expect(stats.filter({ hasText: 'Successful Syncs' })).toHaveText(
    'Successful Syncs150% success rate',
  );
  await expect(page.getByRole('list', { name: 'Statistics' })).not.toContainText('100%');
  await expect(stats.filter({ hasText: 'Active Syncs' })).toHaveText(
    'Active Syncs1Conflicts waiting: 1',
  );
  await expect(stats.filter({ hasText: 'Failed Syncs' })).toHaveText(
    'Failed Syncs0None this month',
  );

  await row.getByRole('link', { name: 'Settle the conflicts of New Sheet 1' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  expect(problems).toEqual([]);
});
