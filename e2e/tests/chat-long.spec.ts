import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUp } from '../support/accounts';
import { watchPageErrors } from '../support/page-errors';

const NAME = 'long-chat.csv';

/**
 * Long descriptions and six-figure amounts, the widths that used to push the cited tables'
 * Amount and Balance columns out of sight.
 */
const WIDE_CSV = [
  'Date,Description,Amount,Balance',
  '2026-03-02,NEFT CR-HINDUSTAN UNILEVER LIMITED SALARY ACCOUNT MARCH,250000.00,1250000.00',
  '2026-03-05,IMPS/RENT/MEHTA PROPERTIES AND HOLDINGS PRIVATE LIMITED,-120000.00,1130000.00',
  '2026-03-09,UPI/BIGBASKETSUPERMARKETGROCERYORDER4471239/bigbasket.payments@icici,-8540.25,1121459.75',
  '',
].join('\n');

/** Questions whose answers cite transactions, asked in turn until the chat is long. */
const QUESTIONS = [
  'How much did I spend?',
  'What is the closing balance?',
  'List all transactions',
  'How much did I receive?',
  'What was my largest expense?',
];
const QUESTION_COUNT = 25;

async function csrfToken(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
}

/** Uploads the statement and asks QUESTION_COUNT questions through the API, as the page would. */
async function seedLongChat(page: Page) {
  const headers = { 'x-csrf-token': await csrfToken(page) };
  const upload = await page.request.post('/api/embed/upload-doc', {
    headers,
    multipart: { file: { name: NAME, mimeType: 'text/csv', buffer: Buffer.from(WIDE_CSV) } },
  });
  expect(upload.status()).toBe(201);
  for (let index = 0; index < QUESTION_COUNT; index += 1) {
    const question = QUESTIONS[index % QUESTIONS.length] ?? '';
    const answer = await page.request.post('/api/qa/query', {
      headers,
      data: { question, filename: NAME },
    });
    expect(answer.ok()).toBe(true);
  }
}

function messageBox(page: Page) {
  return page.getByRole('textbox', { name: 'Message' });
}

function conversation(page: Page) {
  return page.getByRole('log', { name: 'Conversation' });
}

async function pageScrollTop(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement?.scrollTop ?? 0);
}

/** The page's scroll position once the scroll that focusing started has come to rest. */
async function settledScrollTop(page: Page): Promise<number> {
  let last = -1;
  await expect
    .poll(async () => {
      const now = await pageScrollTop(page);
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
  return last;
}

/** The page's own height beyond the window: a blank strip, or content the window cuts. */
async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => (document.scrollingElement?.scrollHeight ?? 0) - window.innerHeight);
}

/** Whether the element's box lies wholly inside the visible part of its scrolling box. */
async function fullyInside(element: Locator, box: Locator): Promise<boolean> {
  const [inner, outer] = await Promise.all([element.boundingBox(), box.boundingBox()]);
  if (!inner || !outer) return false;
  return (
    inner.x >= outer.x - 0.5 &&
    inner.y >= outer.y - 0.5 &&
    inner.x + inner.width <= outer.x + outer.width + 0.5 &&
    inner.y + inner.height <= outer.y + outer.height + 0.5
  );
}

async function scrollable(box: Locator): Promise<boolean> {
  return box.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
}

/** The newest answer's cited table, its Balance header and the amount of its first row. */
function lastCitedTable(page: Page) {
  const group = conversation(page)
    .getByRole('group', { name: 'Transactions behind this answer' })
    .last();
  const table = group.getByRole('table');
  return {
    group,
    balance: table.getByRole('columnheader', { name: 'Balance' }),
    amount: table.getByRole('row').nth(1).getByRole('cell').nth(-2),
  };
}

test.describe('a long chat', () => {
  test('keeps the message box in view and the page still on a desktop', async ({ page }) => {
    const problems = watchPageErrors(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signUp(page);
    await seedLongChat(page);
    await page.goto(`/my-projects?doc=${NAME}`);
    await expect(conversation(page).getByRole('listitem')).toHaveCount(QUESTION_COUNT * 2);

    // A panel of the window's height: the list scrolls, the page does not.
    await expect(messageBox(page)).toBeInViewport({ ratio: 1 });
    expect(await pageOverflow(page)).toBe(0);

    await messageBox(page).focus();
    expect(await pageScrollTop(page)).toBe(0);

    await conversation(page).hover();
    await page.mouse.wheel(0, -2000);
    await expect
      .poll(() => conversation(page).evaluate((list) => list.scrollTop))
      .toBeLessThan(
        await conversation(page).evaluate((list) => list.scrollHeight - list.clientHeight),
      );
    expect(await pageScrollTop(page)).toBe(0);

    await messageBox(page).fill('How much did I spend?');
    await messageBox(page).press('Enter');
    const answer = conversation(page)
      .getByRole('listitem')
      .nth(QUESTION_COUNT * 2 + 1);
    await expect(answer).toContainText('128,540.25');
    await expect(messageBox(page)).toBeInViewport({ ratio: 1 });
    await expect(answer).toBeInViewport();
    expect(await pageScrollTop(page)).toBe(0);
    expect(await pageOverflow(page)).toBe(0);

    // Every column of the proof shows whole at this width, without scrolling it.
    const cited = lastCitedTable(page);
    await cited.balance.scrollIntoViewIfNeeded();
    expect(await scrollable(cited.group)).toBe(false);
    expect(await fullyInside(cited.balance, cited.group)).toBe(true);
    expect(await fullyInside(cited.amount, cited.group)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('keeps the message box in view and the top bar whole on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signUp(page);
    await seedLongChat(page);
    await page.goto('/my-projects');
    await page
      .getByRole('list', { name: 'Recent chats' })
      .getByRole('button', { name: NAME, exact: true })
      .click();
    await expect(messageBox(page)).toBeFocused();
    await expect(messageBox(page)).toBeInViewport({ ratio: 1 });

    const logo = page.getByRole('link', { name: 'Sheetwise dashboard' });
    await expect(logo).toBeInViewport({ ratio: 1 });
    // Nothing below the chat: the page ends where the panel does.
    const panelBottom = await page
      .getByRole('region', { name: 'Banking Assistant' })
      .evaluate((panel) => panel.getBoundingClientRect().bottom + window.scrollY);
    const pageHeight = await page.evaluate(() => document.scrollingElement?.scrollHeight ?? 0);
    expect(pageHeight - panelBottom).toBeLessThanOrEqual(32);

    const before = await settledScrollTop(page);
    await conversation(page).hover();
    await page.mouse.wheel(0, -2000);
    await expect
      .poll(() => conversation(page).evaluate((list) => list.scrollTop))
      .toBeLessThan(
        await conversation(page).evaluate((list) => list.scrollHeight - list.clientHeight),
      );
    expect(await pageScrollTop(page)).toBe(before);
    await expect(logo).toBeInViewport({ ratio: 1 });
    await expect(messageBox(page)).toBeInViewport({ ratio: 1 });

    await messageBox(page).fill('How much did I spend?');
    await messageBox(page).press('Enter');
    const answer = conversation(page)
      .getByRole('listitem')
      .nth(QUESTION_COUNT * 2 + 1);
    await expect(answer).toContainText('128,540.25');
    await expect(messageBox(page)).toBeInViewport({ ratio: 1 });
    await expect(logo).toBeInViewport({ ratio: 1 });

    // The proof scrolls sideways inside its own box, which the keyboard can reach, to every column.
    const cited = lastCitedTable(page);
    for (const cell of [cited.balance, cited.amount]) {
      if (!(await fullyInside(cell, cited.group))) {
        expect(await scrollable(cited.group)).toBe(true);
        await expect(cited.group).toHaveAttribute('tabindex', '0');
        await cell.scrollIntoViewIfNeeded();
        expect(await fullyInside(cell, cited.group)).toBe(true);
      }
    }
  });
});
