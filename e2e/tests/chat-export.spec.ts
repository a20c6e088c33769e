import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signUp } from '../support/accounts';
import { watchPageErrors } from '../support/page-errors';
import { BANK_CSV, browseFile } from '../support/uploads';

test('"export these transactions" downloads exactly the rows behind the last answer', async ({
  page,
}) => {
  const problems = watchPageErrors(page);
  await signUp(page);
  await browseFile(page, { name: 'march.csv', type: 'text/csv', text: BANK_CSV });
  await page.getByRole('link', { name: 'Analyze File' }).click();
  await expect(page).toHaveURL(/\/my-projects\?doc=march\.csv$/);

  const box = page.getByRole('textbox', { name: 'Message' });
  const answers = page.getByRole('log', { name: 'Conversation' }).getByRole('listitem');
  await box.fill('How much did I spend?');
  await box.press('Enter');
  const spent = answers.nth(1);
  await expect(spent).toContainText('1,285.40');
  await expect(
    spent.getByRole('link', { name: 'Download the 2 rows behind this answer as CSV' }),
  ).toBeVisible();

  await box.fill('export these transactions');
  await box.press('Enter');
  const offer = answers.nth(3);
  await expect(offer).toContainText(
    'Here are the 2 transactions behind your last answer, ready to download.',
  );
  await expect(offer.getByRole('link', { name: 'Open in the transactions sheet' })).toHaveAttribute(
    'href',
    '/transactions?file=march.csv',
  );

  const downloading = page.waitForEvent('download');
  await offer
    .getByRole('link', { name: 'Download the 2 rows behind this answer as Excel' })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('march-answer-transactions.xlsx');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ExcelJS.Buffer);
  const rows: [string, number][] = [];
  workbook.getWorksheet('Transactions')?.eachRow((row, number) => {
    if (number > 1) rows.push([row.getCell(2).text, Number(row.getCell(5).value)]);
  });
  expect(rows).toEqual([
    ['Rent', -1200],
    ['Groceries', -85.4],
  ]);
  expect(workbook.getWorksheet('Summary')?.getRow(1).getCell(1).text).toBe(
    'Rows behind: How much did I spend?',
  );

  // After a reload the answers come from the history, with their downloads.
  await page.reload();
  await expect(
    answers.nth(3).getByRole('link', { name: 'Download the 2 rows behind this answer as Excel' }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});
