import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { browseFile } from '../support/uploads';

/** The shared, read-only fixtures beside the repository; never copied into it. */
const FIXTURES = fileURLToPath(new URL('../../../shared/fixtures/statements/', import.meta.url));

const CASES = [
  {
    file: 'reds-importers/ACC_TXN_History_1234_clean.xls',
    type: 'application/vnd.ms-excel',
    message:
      'ACC_TXN_History_1234_clean.xls uploaded: 8 transactions, 02-May-2023 to 01-July-2023.',
  },
  {
    file: 'otp/sample-new-format-2026-06.xlsx',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    message:
      'sample-new-format-2026-06.xlsx uploaded: 10 transactions, 01-January-2024 to 31-January-2024.',
  },
  {
    file: 'reds-importers/mercury_statement_20241105.pdf',
    type: 'application/pdf',
    message:
      'mercury_statement_20241105.pdf uploaded: 59 transactions, 05-October-2024 to 05-November-2024.',
  },
];

test('a statement whose balances do not add up says so, naming the row', async ({ page }) => {
  await signUp(page);
  const buffer = await readFile(path.join(FIXTURES, 'lloyds/sample-statement.csv'));
  await browseFile(page, { name: 'lloyds.csv', type: 'text/csv', buffer });
  const notes = page.getByRole('list', { name: 'Notes on lloyds.csv' });
  await expect(notes.getByRole('listitem')).toHaveText([
    "The printed balance doesn't follow from the amounts on 1 of 11 rows: 01-December-2023 INS2 01000011/010011110010. We kept every amount as the statement prints it.",
  ]);
});

test.describe('real statements from the shared fixtures', () => {
  for (const { file, type, message } of CASES) {
    test(`${path.extname(file)}: ${path.basename(file)} uploads and is summarised`, async ({
      page,
    }) => {
      await signUp(page);
      const buffer = await readFile(path.join(FIXTURES, file));
      await browseFile(page, { name: path.basename(file), type, buffer });
      const list = page.getByRole('list', { name: 'Uploaded files' });
      await expect(list.getByText(message)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Analyze File' })).toBeVisible();
    });
  }
});
