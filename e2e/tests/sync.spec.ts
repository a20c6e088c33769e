import { expect, test } from '@playwright/test';
import { accessibilityProblems } from '../support/accessibility';
import { signUp } from '../support/accounts';
import { watchPageErrors } from '../support/page-errors';
import {
  budgetCell,
  budgetWorkbook,
  connectGoogle,
  createDevSpreadsheet,
  devCell,
  downloadMerged,
  editDevCells,
  sheetsPanel,
  syncNow,
  workbookBytes,
  XLSX,
} from '../support/sync';

test('a development sheet and a workbook sync both ways, conflicts are settled each way, a run is rolled back, and the workbook keeps its formatting', async ({
  page,
}) => {
  test.setTimeout(180_000);
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
    A5: 'Lunch',
    B5: '12',
    C5: "'00020",
  });

  await page.goto('/dashboard');
  await sheetsPanel(page).getByLabel('Google Sheet URL').fill(sheetUrl);
  await sheetsPanel(page).getByRole('button', { name: 'Add Sheet' }).click();
  const row = page.getByRole('list', { name: 'Google sheets sync' }).getByRole('listitem');
  await expect(row).toContainText('New Sheet 1');
  await expect(row).toContainText('Never');
  await row.getByRole('link', { name: /Set up sync/ }).click();
  await expect(page).toHaveURL(/\/sync\/[0-9a-f-]+$/);
  const pairUrl = page.url();

  await page.getByLabel('Excel workbook (.xlsx)').setInputFiles({
    name: 'budget.xlsx',
    mimeType: XLSX,
    buffer: await workbookBytes(budgetWorkbook()),
  });
  const preview = page.getByRole('region', { name: 'Before the first sync' });
  await expect(preview).toContainText('3');
  await expect(preview).toContainText(/only in Google/i);
  await syncNow(page, /Success/);

  const linked = await downloadMerged(page);
  expect(budgetCell(linked, 'Lunch', 'Code').value).toBe('00020');
  expect(budgetCell(linked, 'Lunch', 'Amount').value).toBe(12);
  expect(linked.getWorksheet('Budget')?.getRow(1).font.bold).toBe(true);
  expect(linked.getWorksheet('Notes')?.getCell('A2').formula).toBe('SUM(Budget!B2:B4)');
  expect(await devCell(page, sheetUrl, 'D1')).toBe('_sw_id');

  // Both sides change: Coffee only in Google; Rent, Books and Lunch's code on both.
  await editDevCells(page, { B2: '4', B3: '910', B4: '41', C5: "'00021" });
  budgetCell(linked, 'Rent', 'Amount').value = 920;
  budgetCell(linked, 'Books', 'Amount').value = 42;
  budgetCell(linked, 'Lunch', 'Code').value = '00022';
  linked.getWorksheet('Budget')?.addRow(['Taxi', 15, '00030']);
  await page.goto(pairUrl);
  await page.getByLabel('Upload a newer version (.xlsx)').setInputFiles({
    name: 'budget.xlsx',
    mimeType: XLSX,
    buffer: await workbookBytes(linked),
  });
  await expect(page.getByText(/a newer version waits for the next sync/)).toBeVisible();
  await syncNow(page, /Conflicts waiting/);

  await page
    .getByRole('navigation', { name: 'This sync pair' })
    .getByRole('link', { name: /Conflicts/ })
    .click();
  const conflicts = page.getByRole('article');
  await expect(conflicts).toHaveCount(3);
  expect(await accessibilityProblems(page)).toEqual([]);
  const settle = async (text: string, choice: string, value?: string) => {
    const card = conflicts.filter({ hasText: text });
    await card.getByRole('radio', { name: choice }).check();
    if (value !== undefined) await card.getByLabel('Value to keep').fill(value);
    await card.getByRole('button', { name: 'Save choice' }).click();
    await expect(card).toContainText(/Your choice|Chosen|Saved/i);
  };
  await settle('910', "Keep Google's value");
  await settle('42', "Keep Excel's value");
  await settle('00021', 'Type a value', '00023');
  await page.getByRole('button', { name: 'Sync now to apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Success/ })).toBeVisible({
    timeout: 30_000,
  });

  expect(await devCell(page, sheetUrl, 'B2')).toBe('4');
  expect(await devCell(page, sheetUrl, 'B3')).toBe('910');
  expect(await devCell(page, sheetUrl, 'B4')).toBe('42');
  expect(await devCell(page, sheetUrl, 'C5')).toBe("'00023");
  expect(await devCell(page, sheetUrl, 'A6')).toBe('Taxi');
  await page.goto(pairUrl);
  const settled = await downloadMerged(page);
  expect(budgetCell(settled, 'Rent', 'Amount').value).toBe(910);
  expect(budgetCell(settled, 'Coffee', 'Amount').value).toBe(4);
  expect(budgetCell(settled, 'Lunch', 'Code').value).toBe('00023');
  expect(settled.getWorksheet('Notes')?.getCell('A2').formula).toBe('SUM(Budget!B2:B4)');

  await page.goto('/sync/history');
  const runs = page.getByRole('table', { name: 'Sync runs, newest first' });
  await runs
    .getByRole('button', { name: /^Roll back/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Roll back this sync?' });
  await dialog.getByRole('button', { name: 'Roll back' }).click();
  await expect(runs.getByRole('row').nth(1)).toContainText(/Success/, { timeout: 30_000 });
  expect(await devCell(page, sheetUrl, 'B4')).toBe('41');
  expect(await devCell(page, sheetUrl, 'C5')).toBe("'00021");

  // The dashboard counts the pair and its four runs (first, conflicts waiting, applied, rollback):
  // the one that left conflicts for the person was no success.
  await page.goto('/dashboard');
  const stats = page.getByRole('list', { name: 'Statistics' }).getByRole('listitem');
  await expect(stats.filter({ hasText: 'Active Syncs' })).toHaveText('Active Syncs1+1 this month');
  await expect(stats.filter({ hasText: 'Successful Syncs' })).toHaveText(
    'Successful Syncs375% success rate',
  );
  expect(problems).toEqual([]);
});
