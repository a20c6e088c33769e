import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts';
import { watchPageErrors } from '../support/page-errors';
import { BANK_CSV, browseFile } from '../support/uploads';

const APRIL = [
  'Date,Description,Amount,Balance',
  '2026-04-02,Salary,2500.00,4714.60',
  '2026-04-05,Rent,-1200.00,3514.60',
  '2026-04-09,Groceries,-60.00,3454.60',
  '',
].join('\n');

test.describe('the chat about all statements together', () => {
  test('answers from every uploaded statement, from the keyboard, and keeps its own chat', async ({
    page,
  }) => {
    const problems = watchPageErrors(page);
    await signUp(page);
    await browseFile(page, { name: 'march.csv', type: 'text/csv', text: BANK_CSV });
    await expect(page.getByText(/march\.csv uploaded: 3 transactions/).first()).toBeVisible();
    await browseFile(page, { name: 'april.csv', type: 'text/csv', text: APRIL });
    await expect(page.getByText(/april\.csv uploaded: 3 transactions/).first()).toBeVisible();

    await page.goto('/my-projects');
    const all = page.getByRole('button', { name: 'All statements' });
    await expect(all).toHaveAccessibleDescription('Ask across every statement you have uploaded.');
    await all.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my-projects\?chat=all$/);
    await expect(all).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('region', { name: 'Banking Assistant' })).toContainText(
      'All statements',
    );

    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('How much did I spend on groceries?');
    await box.press('Enter');
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log.getByRole('listitem').nth(1)).toContainText('145.40');

    // A follow-up leans on the question before it, in this chat.
    await box.fill('and in April?');
    await box.press('Enter');
    await expect(log.getByRole('listitem').nth(3)).toContainText('60.00');
    await expect(log.getByRole('listitem').nth(3)).toContainText('April 2026');
    await expect(log.getByRole('listitem').nth(3)).toContainText(
      'Assumed: a follow-up to your last question',
    );

    // The chat is kept: it is there after a reload, and no document's chat holds it.
    await page.reload();
    await expect(log.getByRole('listitem')).toHaveCount(4);

    // Statement by statement, each by its file name.
    await box.fill('Compare my spending across my last two statements');
    await box.press('Enter');
    const compared = log.getByRole('listitem').nth(5);
    await expect(compared).toContainText('Spending by statement across your last 2 statements');
    await expect(compared).toContainText('march.csv');
    await expect(compared).toContainText('april.csv');

    await page
      .getByRole('list', { name: 'Recent chats' })
      .getByRole('button', { name: 'march.csv', exact: true })
      .click();
    await expect(page.getByText('No messages yet. Type your first message!')).toBeVisible();
    expect(problems).toEqual([]);
  });
});
