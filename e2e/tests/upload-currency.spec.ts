import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { watchPageErrors } from '../support/page-errors';
import { BANK_CSV, browseFile } from '../support/uploads';
import { accessibilityProblems } from '../support/accessibility';

test('a statement that names no currency is given one on the upload card, and the chat uses it', async ({
  page,
}) => {
  const problems = watchPageErrors(page);
  await signUp(page);
  await browseFile(page, { name: 'statement.csv', type: 'text/csv', text: BANK_CSV });

  const form = page.getByRole('form', { name: 'Currency of statement.csv' });
  await expect(form).toContainText('Nothing in this file says which currency its amounts are in.');
  expect(await accessibilityProblems(page, { include: 'form', everyImpact: true })).toEqual([]);
  const currency = form.getByLabel('Currency of this statement');
  await expect(currency).toHaveValue('');
  // Chosen and saved from the keyboard alone.
  await currency.focus();
  await currency.selectOption({ label: 'Euro (EUR)' });
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Save currency' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Amounts in statement.csv' })).toHaveText(
    'Amounts in statement.csv are in Euro (EUR).',
  );
  await expect(form).toHaveCount(0);

  await page.getByRole('link', { name: 'Analyze File' }).click();
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('What is the closing balance?');
  await box.press('Enter');
  await expect(
    page.getByRole('log', { name: 'Conversation' }).getByRole('listitem').nth(1),
  ).toContainText('€2,214.60');
  expect(problems).toEqual([]);
});
