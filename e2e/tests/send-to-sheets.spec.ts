import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../support/accounts';
import { watchPageErrors } from '../support/page-errors';
import { poundsStatementCsv, type Line } from '../support/pounds-statement';
import { browseFile } from '../support/uploads';

const NAME = 'spring.csv';

/** A month of a current account in pounds, in date order as the spreadsheet lists it. */
const LINES: Line[] = [
  ['2026-03-01', 'SALARY ACME LTD', 250_000],
  ['2026-03-04', 'TESCO STORES 2231', -4_210],
  ['2026-03-09', 'FLIPKART INTERNET', -12_999],
  ['2026-03-15', 'TESCO STORES 2231', -6_355],
];

async function openSendControl(page: Page) {
  await page.goto(`/transactions?file=${NAME}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await page.getByRole('button', { name: 'Send to Google Sheets' }).click();
  return page.getByRole('group', { name: 'Send to Google Sheets' });
}

test('a statement is sent to Google Sheets and its rows are in the spreadsheet', async ({
  page,
}) => {
  const problems = watchPageErrors(page);
  await signUp(page);
  await browseFile(page, { name: NAME, type: 'text/csv', text: poundsStatementCsv(LINES) });
  await expect(page.getByRole('link', { name: 'Analyze File' })).toBeVisible();

  // Not connected yet: the control connects through Google's (the development) consent page.
  let control = await openSendControl(page);
  await control.getByRole('button', { name: 'Connect Google Account' }).click();
  await expect(
    page.getByRole('heading', { name: /wants access to your spreadsheets/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  control = await openSendControl(page);
  await control.getByRole('button', { name: 'A new spreadsheet of this statement' }).click();
  await expect(control.getByRole('status')).toContainText('Sent 4 transactions');
  const link = control.getByRole('link', { name: /^Open in Google Sheets/ });
  const address = await link.getAttribute('href');
  expect(address).toMatch(/\/dev-sheets\/spreadsheets\/d\/[^/]+\/edit$/);

  // The running spreadsheet takes the rows once.
  control = await openSendControl(page);
  await control.getByRole('button', { name: 'Add to my All transactions spreadsheet' }).click();
  await expect(control.getByRole('status')).toContainText('Added 4 transactions');
  control = await openSendControl(page);
  await control.getByRole('button', { name: 'Add to my All transactions spreadsheet' }).click();
  await expect(control.getByRole('status')).toContainText(
    'Added 0 transactions to All transactions. 4 transactions were already there.',
  );

  await page.goto(address ?? '');
  const cell = (name: string) => page.getByRole('textbox', { name, exact: true });
  await expect(cell('A1')).toHaveValue('Id');
  await expect(cell('E1')).toHaveValue('Category');
  for (const [index, [date, description, pence]] of LINES.entries()) {
    const row = index + 2;
    await expect(cell(`B${row}`)).toHaveValue(date);
    await expect(cell(`C${row}`)).toHaveValue(description);
    await expect(cell(`F${row}`)).toHaveValue(String(pence / 100));
    await expect(cell(`I${row}`)).toHaveValue(NAME);
  }
  await expect(cell('C6')).toHaveValue('');
  expect(problems).toEqual([]);
});
