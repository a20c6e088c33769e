import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, type Download, type Page } from '@playwright/test';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sync Now on a pair's page, and the run's outcome in its status line. */
export async function syncNow(page: Page, outcome: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Sync Now' }).click();
  await expect(page.getByRole('region', { name: 'Sync' }).getByRole('status')).toHaveText(outcome, {
    timeout: 30_000,
  });
}

/** The merged workbook, downloaded from the pair's page. */
export async function downloadMerged(page: Page): Promise<ExcelJS.Workbook> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the merged workbook' }).click();
  return readWorkbook(await downloading);
}

/** The dashboard's sheets panel. */
export function sheetsPanel(page: Page) {
  return page.locator('section', { has: page.getByRole('heading', { name: 'Create new sync' }) });
}

/** Connects the development Google account: its consent page, then back on the dashboard. */
export async function connectGoogle(page: Page): Promise<void> {
  await sheetsPanel(page).getByRole('button', { name: 'Connect Google Account' }).click();
  await expect(
    page.getByRole('heading', { name: /wants access to your spreadsheets/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(
    sheetsPanel(page).getByText('Google account connected', { exact: true }),
  ).toBeVisible();
}

/** Makes a spreadsheet on the development service's grid page; returns its address. */
export async function createDevSpreadsheet(
  page: Page,
  cells: Record<string, string>,
): Promise<string> {
  await page.goto('/dev-sheets');
  await page.getByLabel('Title').fill('Household budget');
  await page.getByRole('button', { name: 'Create spreadsheet' }).click();
  await expect(page).toHaveURL(/\/dev-sheets\/spreadsheets\/d\/[^/]+\/edit/);
  await editDevCells(page, cells);
  return page.url().replace(/\?.*$/, '');
}

export async function editDevCells(page: Page, cells: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(cells)) {
    await page.getByRole('textbox', { name, exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved.');
}

export async function devCell(page: Page, sheetUrl: string, name: string): Promise<string> {
  await page.goto(sheetUrl);
  return page.getByRole('textbox', { name, exact: true }).inputValue();
}

export async function readWorkbook(download: Download): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ExcelJS.Buffer);
  return workbook;
}

export async function workbookBytes(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A formatted budget workbook: a styled header, number formats, a notes sheet with a formula. */
export function budgetWorkbook(): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  const budget = workbook.addWorksheet('Budget');
  budget.addRows([
    ['Item', 'Amount', 'Code'],
    ['Coffee', 3, '00017'],
    ['Rent', 900, '00018'],
    ['Books', 40, '00019'],
  ]);
  budget.getRow(1).font = { bold: true };
  budget.getColumn(2).numFmt = '#,##0.00';
  const notes = workbook.addWorksheet('Notes');
  notes.getCell('A1').value = 'Rent is due on the first.';
  notes.getCell('A2').value = { formula: 'SUM(Budget!B2:B4)', result: 943 };
  return workbook;
}

/** The row of `item` in the Budget sheet, and a cell of it by header. */
export function budgetCell(workbook: ExcelJS.Workbook, item: string, header: string): ExcelJS.Cell {
  const sheet = workbook.getWorksheet('Budget');
  if (!sheet) throw new Error('No Budget sheet');
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  let found: ExcelJS.Cell | undefined;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === item) found = row.getCell(headers.indexOf(header));
  });
  if (!found) throw new Error(`No row ${item}`);
  return found;
}
