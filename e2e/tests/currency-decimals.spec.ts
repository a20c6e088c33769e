import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { watchPageErrors } from '../support/page-errors';
import { browseFile } from '../support/uploads';

/** OTP Bank's export in forints, read in place from the shared fixtures, never copied. */
const OTP = fileURLToPath(
  new URL(
    '../../../shared/fixtures/statements/otp/sample-new-format-2026-06.xlsx',
    import.meta.url,
  ),
);
const NAME = 'sample-new-format-2026-06.xlsx';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/*
 * The figures as the file writes them in its Összeg column, in HUF: the SPAR purchase -4990, the
 * salary 450000, and money in 450000 plus 12.5 of interest. Forints have two decimals in ISO 4217,
 * and the server stores them so; Intl's data gives them none, and the pages once showed each
 * figure a hundred times too large (-HUF 499,000, HUF 45,001,250) while the chat was right.
 * Intl writes the code and the figure with a no-break space between, which `\s` matches.
 */
const SPAR = /-HUF\s4,990\.00/;
const SALARY = /HUF\s450,000\.00/;
const MONEY_IN = /HUF\s450,012\.50/;

test('a statement in forints shows the same figures in the chat, the sheet and the insights', async ({
  page,
}) => {
  const problems = watchPageErrors(page);
  await signUp(page);
  await browseFile(page, { name: NAME, type: XLSX, buffer: await readFile(OTP) });
  await expect(
    page.getByRole('list', { name: 'Uploaded files' }).getByText(`${NAME} uploaded:`),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Analyze File' }).click();

  // The chat: its text is the server's, the rows behind it the browser's.
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('How much money came in?');
  await box.press('Enter');
  const reply = page.getByRole('log', { name: 'Conversation' }).getByRole('listitem').nth(1);
  await expect(reply).toContainText('HUF 450,012.50');
  const proof = reply.getByRole('table', { name: 'Transactions behind this answer' });
  await expect(proof.getByRole('row').filter({ hasText: 'Munkabér' })).toContainText(SALARY);

  // The transactions sheet: each row and the totals.
  await page
    .getByRole('region', { name: 'Banking Assistant' })
    .getByRole('link', { name: 'Transactions' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  const sheet = page.getByRole('region', { name: 'Transactions' });
  const spar = sheet.getByRole('row').filter({ hasText: 'SPAR vásárlás' });
  const salary = sheet.getByRole('row').filter({ hasText: 'Munkabér' });
  await expect(spar.getByRole('cell').nth(4)).toHaveText(SPAR);
  await expect(salary.getByRole('cell').nth(4)).toHaveText(SALARY);
  const totals = page.getByRole('status').filter({ hasText: 'transactions' });
  await expect(totals).toContainText(MONEY_IN);
  await expect(sheet).not.toContainText('499,000');

  // The insights of the same statement.
  await page.goto(`/insights?file=${encodeURIComponent(NAME)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  // The page's first figures: money in, money out and the count, each a term and its value.
  await expect(page.getByRole('term').first()).toHaveText('Money in');
  await expect(page.getByRole('definition').first()).toHaveText(MONEY_IN);
  expect(problems).toEqual([]);
});
