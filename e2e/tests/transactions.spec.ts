import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../support/accounts';
import { accessibilityProblems } from '../support/accessibility';
import { watchPageErrors } from '../support/page-errors';
import { gbp, poundsStatementCsv, type Line } from '../support/pounds-statement';
import { browseFile } from '../support/uploads';

const NAME = 'spring.csv';

/** Two months of a current account in pounds; every figure the test checks is added up here. */
function generatedStatement(): { csv: string; lines: Line[] } {
  const lines: Line[] = [];
  for (const month of ['03', '04']) {
    lines.push([`2026-${month}-01`, 'SALARY ACME LTD', 250_000]);
    lines.push([`2026-${month}-04`, 'TESCO STORES 2231', -4_210]);
    lines.push([`2026-${month}-09`, 'FLIPKART INTERNET', -12_999]);
    lines.push([`2026-${month}-15`, 'TESCO STORES 2231', -6_355]);
    lines.push([`2026-${month}-21`, 'FLIPKART INTERNET', -2_500]);
  }
  return { csv: poundsStatementCsv(lines), lines };
}

const spentAt = (lines: Line[], merchant: string) =>
  lines
    .filter(([, description]) => description.startsWith(merchant))
    .reduce((total, [, , pence]) => total - pence, 0);

async function openSheetFromChat(page: Page) {
  // The chat settles its own address first (?doc=); a click before that can be overtaken by it.
  await expect(page).toHaveURL(/\/my-projects\?doc=spring\.csv$/);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Banking Assistant' })
    .getByRole('link', { name: 'Transactions' })
    .click();
  await expect(page).toHaveURL(/\/transactions\?file=spring\.csv$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
}

for (const width of [1280, 375]) {
  test(`a new user sees, filters, corrects and downloads their transactions at ${width} px`, async ({
    page,
  }) => {
    const problems = watchPageErrors(page);
    await page.setViewportSize({ width, height: width > 500 ? 800 : 812 });
    const { csv, lines } = generatedStatement();
    await signUp(page);
    await browseFile(page, { name: NAME, type: 'text/csv', text: csv });
    await page.getByRole('link', { name: 'Analyze File' }).click();
    await openSheetFromChat(page);

    const sheet = page.getByRole('region', { name: 'Transactions' });
    const totals = page.getByRole('status').filter({ hasText: 'transactions' });
    await expect(totals).toContainText('10 transactions');
    await expect(sheet.getByRole('row').nth(1)).toContainText('01-March-2026');
    expect(await accessibilityProblems(page)).toEqual([]);
    // The sheet scrolls sideways inside its own box; the page never does.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // Sorting by amount, largest payment first.
    await sheet.getByRole('button', { name: 'Amount' }).click();
    await expect(sheet.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(sheet.getByRole('row').nth(1)).toContainText(gbp(-12_999));

    // Filtering: money out, searched for Flipkart.
    await page.getByLabel('Money', { exact: true }).selectOption('out');
    await page.getByLabel('Search descriptions').fill('flipkart');
    await expect(totals).toContainText('4 transactions matching “flipkart”, money out');
    await expect(totals).toContainText(`Money out ${gbp(spentAt(lines, 'FLIPKART'))}`);

    // Always treat Flipkart as Gifts.
    await sheet
      .getByRole('button', { name: /^Correct FLIPKART INTERNET on 09-March-2026/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Correct this transaction' });
    await dialog.getByLabel('Category').fill('Gifts');
    await dialog.getByLabel(/^Always treat Flipkart this way/).check();
    expect(await accessibilityProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Saved as your rule.')).toBeVisible();
    await expect(sheet.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText(
      'Gifts (changed by your rule)',
    );
    await expect(sheet.getByRole('row').nth(4).getByRole('cell').nth(3)).toHaveText(
      'Gifts (changed by your rule)',
    );

    // The download is the filtered sheet, as a real workbook.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download Excel (XLSX)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('spring-transactions-filtered.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((worksheet) => worksheet.name)).toEqual([
      'Transactions',
      'Summary',
    ]);
    const rows = workbook.getWorksheet('Transactions');
    expect(rows?.rowCount).toBe(5);
    expect(rows?.getRow(2).getCell(1).value).toBeInstanceOf(Date);
    expect(rows?.getRow(2).getCell(4).value).toBe('Gifts');
    expect(rows?.getRow(2).getCell(5).value).toBe(-129.99);

    // The assistant answers with the user's category.
    await page.getByRole('link', { name: 'Ask the Banking Assistant' }).click();
    await page.getByRole('textbox', { name: 'Message' }).fill('How much did I spend on gifts?');
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(page.getByRole('log')).toContainText(gbp(spentAt(lines, 'FLIPKART')).slice(1));

    // The insights follow it too.
    await openSheetFromChat(page);
    await page.getByRole('link', { name: 'Insights', exact: true }).click();
    const byCategory = page.getByRole('figure', { name: 'Spending by category' });
    await expect(byCategory.getByRole('row', { name: /^Gifts/ })).toContainText(
      gbp(spentAt(lines, 'FLIPKART')),
    );
    expect(problems).toEqual([]);
  });
}

test('a filter that keeps nothing says so, and a bad amount is not applied', async ({ page }) => {
  const { csv } = generatedStatement();
  await signUp(page);
  await browseFile(page, { name: NAME, type: 'text/csv', text: csv });
  await page.getByRole('link', { name: 'Analyze File' }).click();
  await openSheetFromChat(page);
  await page.getByLabel('Smallest amount').fill('abc');
  await expect(page.getByText('Enter an amount such as 12.50.')).toBeVisible();
  await expect(page).toHaveURL(/\/transactions\?file=spring\.csv$/);
  await page.getByLabel('Smallest amount').fill('5000');
  await expect(page.getByText('No transactions match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'transactions' })).toContainText(
    '10 transactions',
  );
});

test('a correction of one row can be undone, from the keyboard', async ({ page }) => {
  const { csv } = generatedStatement();
  await signUp(page);
  await browseFile(page, { name: NAME, type: 'text/csv', text: csv });
  await page.getByRole('link', { name: 'Analyze File' }).click();
  await openSheetFromChat(page);
  const sheet = page.getByRole('region', { name: 'Transactions' });
  const edit = sheet.getByRole('button', { name: /^Correct SALARY ACME LTD on 01-March-2026/ });
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Correct this transaction' });
  await dialog.getByLabel('Merchant').fill('Acme payroll');
  await dialog.getByLabel('Merchant').press('Enter');
  await expect(dialog).toBeHidden();
  const merchant = sheet.getByRole('row').nth(1).getByRole('cell').nth(2);
  await expect(merchant).toHaveText('Acme payroll');
  // Focus goes back to the row's Edit button, not to the page.
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Undo my change' }).click();
  await expect(dialog).toBeHidden();
  await expect(merchant).not.toHaveText('Acme payroll');
});
