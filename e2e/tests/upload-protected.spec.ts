import { expect, test } from '@playwright/test';
import { writeProtectedPdf } from '../../packages/statements/src/test-support/protected-pdf';
import { statementPdfPages } from '../../packages/statements/src/test-support/write-pdf';
import { signUp } from '../support/accounts';
import { browseFile } from '../support/uploads';
import { accessibilityProblems } from '../support/accessibility';

const PASSWORD = 'ADA1512';

/** A statement as Indian banks e-mail them, locked with a password; made here, never committed. */
function lockedStatement(): Buffer {
  const pages = statementPdfPages(
    [
      {
        date: '01/04/2025',
        description: 'SALARY ACME',
        deposit: '85,000.00',
        balance: '85,000.00',
      },
      { date: '02/04/2025', description: 'UPI SWIGGY', withdrawal: '450.00', balance: '84,550.00' },
      {
        date: '07/04/2025',
        description: 'NEFT RENT',
        withdrawal: '25,000.00',
        balance: '59,550.00',
      },
    ],
    { preamble: ['Example Bank', 'Savings account 1234567890'] },
  );
  return Buffer.from(writeProtectedPdf(pages, PASSWORD));
}

test('a password-protected PDF: asked for its password, a wrong one, then the right one', async ({
  page,
}) => {
  await signUp(page);
  await browseFile(page, { name: 'april.pdf', type: 'application/pdf', buffer: lockedStatement() });

  const question = page.getByRole('form', { name: 'Password for april.pdf' });
  await expect(question).toContainText(
    'This PDF is protected by a password. Enter its password to open it.',
  );
  const field = question.getByLabel('PDF password');
  await expect(field).toHaveAttribute('type', 'password');
  await expect(field).toBeFocused();
  expect(await accessibilityProblems(page)).toEqual([]);

  await field.fill('ada1512');
  await question.getByRole('button', { name: 'Open' }).click();
  await expect(field).toHaveAccessibleDescription(
    "That password doesn't open this PDF. Check it and try again.",
  );
  await expect(field).toHaveValue('');

  // The field has the focus again: type and press Enter.
  await expect(field).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  const list = page.getByRole('list', { name: 'Uploaded files' });
  await expect(
    list.getByText('april.pdf uploaded: 3 transactions, 01-April-2025 to 07-April-2025.'),
  ).toBeVisible();
  await expect(question).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Analyze File' })).toBeVisible();
});
