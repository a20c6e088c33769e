import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test, type Browser } from '@playwright/test';
import { logIn, newAccount, signUp, type Account } from '../support/accounts';
import { accessibilityProblems } from '../support/accessibility';
import { watchPageErrors } from '../support/page-errors';
import { startServer, type RunningServer } from '../support/server';

const DAY_MS = 86_400_000;
const TRIAL_DAYS = 14;

/** The spec's dd-MMMM-yyyy for the UTC day, the day the reminders name. */
function utcDisplayDate(date: Date): string {
  const day = String(date.getUTCDate()).padStart(2, '0');
  const month = date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return `${day}-${month}-${String(date.getUTCFullYear())}`;
}

/**
 * Moves an account's trial so that it ends at `end`, and makes the reminders job due now, in the
 * stopped server's own database: the server's clock cannot be moved, so the data is.
 */
async function endTrialAt(dataDir: string, email: string, end: Date): Promise<void> {
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'db') });
  try {
    const signUpAt = new Date(end.getTime() - TRIAL_DAYS * DAY_MS);
    await db.query('update users set created_at = $1 where email = $2', [
      signUpAt.toISOString(),
      email,
    ]);
    await db.query(`update jobs set run_at = now() where kind = 'plan-reminders'`);
  } finally {
    await db.close();
  }
}

async function signUpOn(browser: Browser, server: RunningServer, account: Account): Promise<void> {
  const context = await browser.newContext({ baseURL: server.url });
  await signUp(await context.newPage(), account);
  await context.close();
}

test.describe('plan reminders', () => {
  let dataDir: string;
  let server: RunningServer | undefined;

  test.beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sheetwise-reminders-'));
  });
  test.afterEach(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('a trial ending in 2 days shows a banner on every page and sends the e-mail', async ({
    browser,
  }) => {
    // Two server starts (the first creates the database, 15 s alone on a two-core runner) and two
    // password hashes leave too little of the default minute when the other worker is busy.
    test.setTimeout(120_000);
    const account = newAccount();
    server = await startServer({ DATA_DIR: dataDir });
    await signUpOn(browser, server, account);
    await server.stop();
    const end = new Date(Date.now() + 2 * DAY_MS);
    await endTrialAt(dataDir, account.email, end);
    server = await startServer({ DATA_DIR: dataDir });

    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const problems = watchPageErrors(page);
    await logIn(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
    const heading = `Your free trial ends on ${utcDisplayDate(end)}`;
    const banner = page.getByRole('region', { name: heading });
    await expect(banner).toBeVisible();
    expect(await accessibilityProblems(page)).toEqual([]);

    await banner.getByRole('link', { name: 'See your plan' }).click();
    await expect(page).toHaveURL(/\/settings#plan$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Your plan' })).toBeVisible();
    await expect(banner).toBeVisible();

    await banner.getByRole('button', { name: 'Dismiss the plan reminder' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Your plan' })).toBeVisible();
    await expect(banner).toBeHidden();

    const subject = `Your Sheetwise free trial ends on ${utcDisplayDate(end)}`;
    await expect(async () => {
      await page.goto('/dev-mail');
      await expect(
        page.getByRole('row', { name: account.email }).getByRole('link', { name: subject }),
      ).toHaveCount(1, { timeout: 1000 });
    }).toPass();
    await page.getByRole('link', { name: subject }).click();
    await expect(page.getByText(/ends on .* UTC\. After that/)).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });
});
