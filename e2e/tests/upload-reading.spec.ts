import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { browseFile } from '../support/uploads';
import { accessibilityProblems } from '../support/accessibility';

/**
 * A statement its reader cannot be sure of, made here: read day first or month first its dates
 * step a month at a time either way, and its amounts carry no sign and no balance.
 */
function unsureStatement(year: number): string {
  const rows = [
    '01/02',
    '02/03',
    '03/04',
    '04/05',
    '05/06',
    '06/07',
    '07/08',
    '08/09',
    '09/10',
  ].map(
    (day, index) =>
      `${day}/${String(year)},SHOP NUMBER ${String(index + 1)},${String(10 + index)}.25`,
  );
  return ['Date,Description,Amount', ...rows, ''].join('\n');
}

test('an uncertain statement is checked before it is stored, and its layout is remembered', async ({
  page,
}) => {
  await signUp(page);
  await browseFile(page, { name: 'unsure.csv', type: 'text/csv', text: unsureStatement(2024) });

  const question = page.getByRole('form', { name: 'Check how we read unsure.csv' });
  await expect(question).toContainText(
    "We're not sure how to read this statement. Check the first rows and tell us what each column holds.",
  );
  const preview = question.getByRole('table', {
    name: 'First rows of unsure.csv as we read them',
  });
  await expect(preview.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    '01/02/2024',
    'SHOP NUMBER 1',
    '10.25',
    '01-February-2024',
    '10.25',
  ]);
  expect(await accessibilityProblems(page)).toEqual([]);

  // Month first, and the one money column is money out.
  await question.getByRole('radio', { name: 'Month/Day (01/31)' }).check();
  await question.getByRole('combobox', { name: 'Amount', exact: true }).selectOption('Money out');
  await question.getByRole('button', { name: 'Use this reading' }).click();
  const list = page.getByRole('list', { name: 'Uploaded files' });
  await expect(
    list.getByText('unsure.csv uploaded: 9 transactions, 02-January-2024 to 10-September-2024.'),
  ).toBeVisible();
  await expect(question).toHaveCount(0);

  // Next year's export of the same layout is read the same way without a question.
  await browseFile(page, {
    name: 'unsure-2025.csv',
    type: 'text/csv',
    text: unsureStatement(2025),
  });
  await expect(
    list.getByText(
      'unsure-2025.csv uploaded: 9 transactions, 02-January-2025 to 10-September-2025.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: /Check how we read/ })).toHaveCount(0);
});
