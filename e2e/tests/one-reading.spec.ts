import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { watchPageErrors } from '../support/page-errors';
import { gbp, poundsStatementCsv, type Line } from '../support/pounds-statement';
import { browseFile } from '../support/uploads';

/** A month of a current account; every figure checked is added up from these lines. */
const LINES: Line[] = [
  ['2026-03-01', 'SALARY ACME LTD', 250_000],
  ['2026-03-04', 'HOTEL INTERCONTINENTAL', -31_250],
  ['2026-03-09', 'TESCO STORES 2231', -4_210],
  ['2026-03-15', 'TESCO STORES 2231', -6_355],
];
const HOTEL = 31_250;
const OUT = 31_250 + 4_210 + 6_355;

test('a statement uploaded twice counts once, and a correction in either copy shows everywhere', async ({
  page,
}) => {
  const problems = watchPageErrors(page);
  const csv = poundsStatementCsv(LINES);
  await signUp(page);
  for (const name of ['march.csv', 'march again.csv']) {
    await browseFile(page, { name, type: 'text/csv', text: csv });
    await expect(page.getByText(`${name} uploaded: 4 transactions`).first()).toBeVisible();
  }

  // The hotel was travel: corrected in the second copy only.
  await page.goto('/transactions?file=march%20again.csv');
  const sheet = page.getByRole('region', { name: 'Transactions' });
  await sheet
    .getByRole('button', { name: /^Correct HOTEL INTERCONTINENTAL on 04-March-2026/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Correct this transaction' });
  await dialog.getByLabel('Category').fill('Travel');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // All statements: the shared rows once, the correction kept.
  await page.goto('/transactions?file=all');
  const totals = page.getByRole('status').filter({ hasText: 'transactions' });
  await expect(totals).toContainText('4 transactions');
  await expect(totals).toContainText(`Money out ${gbp(OUT)}`);
  const hotelRow = sheet.getByRole('row', { name: /HOTEL INTERCONTINENTAL/ });
  await expect(hotelRow).toHaveCount(1);
  await expect(hotelRow).toContainText('Travel');

  await page.goto('/insights?file=all');
  const byCategory = page.getByRole('figure', { name: 'Spending by category' });
  await expect(byCategory.getByRole('row', { name: /^Travel/ })).toContainText(gbp(HOTEL));

  await page.goto('/my-projects?chat=all');
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('How much did I spend on travel?');
  await box.press('Enter');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByRole('listitem').nth(1)).toContainText(gbp(HOTEL));
  await box.fill('How much did I spend in total?');
  await box.press('Enter');
  await expect(log.getByRole('listitem').nth(3)).toContainText(gbp(OUT));
  expect(problems).toEqual([]);
});
