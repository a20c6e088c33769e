import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../support/accounts';
import { watchPageErrors } from '../support/page-errors';
import { BANK_CSV, browseFile } from '../support/uploads';
import { accessibilityProblems } from '../support/accessibility';

const NAME = 'statement.csv';

/** Uploads BANK_CSV from the dashboard and follows Analyze File into its chat. */
async function uploadAndAnalyze(page: Page) {
  await browseFile(page, { name: NAME, type: 'text/csv', text: BANK_CSV });
  await page.getByRole('link', { name: 'Analyze File' }).click();
  await expect(page).toHaveURL(/\/my-projects\?doc=statement\.csv$/);
}

function chatEntry(page: Page) {
  return page
    .getByRole('list', { name: 'Recent chats' })
    .getByRole('button', { name: NAME, exact: true });
}

function conversation(page: Page) {
  return page.getByRole('log', { name: 'Conversation' });
}

function messageBox(page: Page) {
  return page.getByRole('textbox', { name: 'Message' });
}

/** Holds POST /api/qa/query until released, so the page can be seen while it waits. */
async function holdAnswers(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/qa/query', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('the Banking Assistant chat', () => {
  test('answers about an uploaded statement with its figures and proof, and keeps the chat', async ({
    page,
  }) => {
    const problems = watchPageErrors(page);
    await signUp(page);
    await uploadAndAnalyze(page);

    await expect(page.getByRole('heading', { level: 2, name: 'Banking Assistant' })).toBeVisible();
    await expect(page.getByText('No messages yet. Type your first message!')).toBeVisible();
    await expect(chatEntry(page)).toHaveAttribute('aria-current', 'true');
    await expect(chatEntry(page)).toContainText('just now');
    const box = messageBox(page);
    await expect(box).toBeEnabled();
    await expect(box).toHaveAttribute('placeholder', 'Type your message...');
    await expect(page.getByText('Press Enter to send, Shift+Enter for a new line.')).toBeVisible();

    // Shift+Enter starts a new line and sends nothing; Enter sends.
    await box.fill('What is the closing balance?');
    await box.press('Shift+Enter');
    await expect(box).toHaveValue('What is the closing balance?\n');
    await expect(conversation(page)).toHaveCount(0);

    const release = await holdAnswers(page);
    await box.press('Enter');
    const messages = conversation(page).getByRole('listitem');
    await expect(messages.nth(0)).toContainText('What is the closing balance?');
    await expect(page.getByRole('status').filter({ hasText: 'Analyzing...' })).toBeVisible();
    await expect(box).toBeDisabled();
    await expect(box).toHaveValue('');
    release();

    const closing = messages.nth(1);
    await expect(closing).toContainText('2,214.60');
    await expect(page.getByText('Analyzing...')).toHaveCount(0);
    await expect(box).toBeFocused();
    const closingProof = closing.getByRole('table', { name: 'Transactions behind this answer' });
    await expect(closingProof.getByRole('row')).toHaveCount(2);
    await expect(closingProof.getByRole('row').nth(1)).toHaveText(
      /09-March-2026\s*Groceries\s*-85\.40\s*2,214\.60/,
    );

    await box.fill('How much did I spend?');
    await page.getByRole('button', { name: 'Send message' }).click();
    const spent = messages.nth(3);
    await expect(spent).toContainText('1,285.40');
    const spentRows = spent
      .getByRole('table', { name: 'Transactions behind this answer' })
      .getByRole('row');
    await expect(spentRows).toHaveText([
      /Date\s*Description\s*Amount\s*Balance/,
      /05-March-2026\s*Rent\s*-1,200\.00\s*2,300\.00/,
      /09-March-2026\s*Groceries\s*-85\.40\s*2,214\.60/,
    ]);
    await expect(chatEntry(page)).toContainText('1,285.40');
    // At this width the proof fits: it is no tab stop on the way to the message box.
    await expect(
      spent.getByRole('group', { name: 'Transactions behind this answer' }),
    ).not.toHaveAttribute('tabindex');

    expect(await accessibilityProblems(page)).toEqual([]);

    // Five minutes on, a reload shows the same chat, oldest first, and its age in the list.
    await page.clock.setFixedTime(Date.now() + 5 * 60_000 + 10_000);
    await page.reload();
    await expect(messages).toHaveCount(4);
    await expect(messages.nth(0)).toContainText('What is the closing balance?');
    await expect(messages.nth(1)).toContainText('2,214.60');
    await expect(messages.nth(2)).toContainText('How much did I spend?');
    await expect(messages.nth(3)).toContainText('1,285.40');
    await expect(
      messages.nth(3).getByRole('table', { name: 'Transactions behind this answer' }),
    ).toBeVisible();
    await expect(chatEntry(page)).toContainText('5m ago');
    expect(problems).toEqual([]);
  });

  test('draws how the balance moved as labelled bars, with the rows behind each point', async ({
    page,
  }) => {
    await signUp(page);
    await uploadAndAnalyze(page);
    await messageBox(page).fill('Show my balance over time');
    await messageBox(page).press('Enter');
    const reply = conversation(page).getByRole('listitem').nth(1);
    const chart = reply.getByRole('figure', {
      name: 'Balance at the end of each day with transactions',
    });
    await expect(chart.getByRole('listitem')).toHaveText([
      /02-March-2026\s*3,500\.00/,
      /05-March-2026\s*2,300\.00/,
      /09-March-2026\s*2,214\.60/,
    ]);
    await expect(
      reply.getByRole('table', { name: 'Transactions behind this answer' }).getByRole('row'),
    ).toHaveCount(4);
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 780 } });

    test('shows each cited amount beside its description, the date above it', async ({ page }) => {
      await signUp(page);
      await uploadAndAnalyze(page);
      await messageBox(page).fill('How much did I spend?');
      await messageBox(page).press('Enter');
      const reply = conversation(page).getByRole('listitem').nth(1);
      const proof = reply.getByRole('table', { name: 'Transactions behind this answer' });
      const rent = proof.getByRole('row').nth(1);
      await expect(rent.getByRole('cell', { name: /^05-March-2026\s*Rent$/ })).toBeVisible();
      await expect(proof.getByRole('columnheader', { name: 'Date' })).toBeHidden();
      // The amount is in sight before any sideways scroll (the balance may need one).
      const amount = await rent.getByRole('cell', { name: '-1,200.00' }).boundingBox();
      const shown = await reply
        .getByRole('group', { name: 'Transactions behind this answer' })
        .boundingBox();
      expect(amount && shown && amount.x + amount.width <= shown.x + shown.width).toBe(true);
      // A table that scrolls sideways is a tab stop, so the keyboard can scroll it; one that fits
      // is not.
      const group = reply.getByRole('group', { name: 'Transactions behind this answer' });
      const scrolls = await group.evaluate((box) => box.scrollWidth > box.clientWidth + 1);
      expect(await group.getAttribute('tabindex')).toBe(scrolls ? '0' : null);
    });
  });

  test('choosing a chat hands the focus to the message box, in view on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signUp(page);
    await uploadAndAnalyze(page);
    // Opened from the address, the page keeps its own focus; chosen from the list, the box has it.
    await page.goto('/my-projects');
    await chatEntry(page).click();
    await expect(messageBox(page)).toBeFocused();
    await expect(messageBox(page)).toBeInViewport();
    await page.keyboard.type('What is the closing balance?');
    await page.keyboard.press('Enter');
    await expect(conversation(page).getByRole('listitem').nth(1)).toContainText('2,214.60');
  });

  test('shows a long chat name whole, with its period, on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signUp(page);
    const long = 'SBI_statement_2025_Q3_savings_account_000012345678.csv';
    await browseFile(page, { name: long, type: 'text/csv', text: BANK_CSV });
    // Leaving before the upload is done would cancel it.
    await expect(page.getByRole('link', { name: 'Analyze File' })).toBeVisible();
    await page.goto('/my-projects');
    const entry = page
      .getByRole('list', { name: 'Recent chats' })
      .getByRole('button', { name: long, exact: true });
    await expect(entry).toContainText(long);
    await expect(entry).toHaveAccessibleDescription(/^02-March-2026 – 09-March-2026/);
    // Wrapped, not cut: the name's box is no wider than what it shows.
    const clipped = await entry
      .getByText(long, { exact: true })
      .evaluate((name) => name.scrollWidth > name.clientWidth);
    expect(clipped).toBe(false);
  });

  test('gives no figure for a name it never saw, and offers the closest readings as buttons', async ({
    page,
  }) => {
    await signUp(page);
    await uploadAndAnalyze(page);
    const box = messageBox(page);
    await box.fill('How much did I pay Renntt?');
    await box.press('Enter');
    const messages = conversation(page).getByRole('listitem');
    const refusal = messages.nth(1);
    await expect(refusal).toContainText('mentions “Renntt”');
    const offered = refusal.getByRole('group', { name: 'Try asking' });
    const nearest = offered.getByRole('button', { name: 'How much did I spend at Rent?' });
    await expect(offered.getByRole('button')).toHaveCount(3);
    await nearest.focus();
    await page.keyboard.press('Enter');
    await expect(messages.nth(3)).toContainText('1,200.00');
    await expect(messages.nth(3)).toContainText('Read as:');
  });

  test('asks for a choice before sending, then deletes a chat after confirming', async ({
    page,
  }) => {
    await signUp(page);
    await uploadAndAnalyze(page);
    await page.goto('/my-projects');
    await expect(chatEntry(page)).toBeVisible();
    await expect(messageBox(page)).toBeDisabled();
    await expect(
      page.getByText('Select a project from the left sidebar to start chatting.'),
    ).toBeVisible();

    // The click waits for the alert to be answered, so answer it as it opens.
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Send message' }).click();
    expect(alerts).toEqual(['Please select a document chat to send a message.']);

    // Choosing the chat puts it in the address, without a new history entry.
    await chatEntry(page).click();
    await expect(page).toHaveURL(/\/my-projects\?doc=statement\.csv$/);
    await expect(messageBox(page)).toBeEnabled();

    const remove = page.getByRole('button', { name: `Delete ${NAME}` });
    await remove.click();
    const confirm = page.getByRole('dialog', { name: `Delete ${NAME}?` });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();

    await page.keyboard.press('Enter');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page
        .getByRole('region', { name: /notifications/i })
        .getByText(`${NAME} and its chat were deleted.`),
    ).toBeVisible();
    await expect(
      page.getByText('No recent chats found. Start a new project to begin!'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/my-projects$/);
    await expect(messageBox(page)).toBeDisabled();
  });
});
