import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { signUp } from '../support/accounts';
import { watchPageErrors } from '../support/page-errors';
import { BANK_CSV, browseFile } from '../support/uploads';

const SUCCESS = 'statement.csv uploaded: 3 transactions, 02-March-2026 to 09-March-2026.';

test('Settings downloads a zip with the statement as CSV, the chat and the profile', async ({
  page,
}) => {
  const problems = watchPageErrors(page);
  const account = await signUp(page);
  await browseFile(page, { name: 'statement.csv', type: 'text/csv', text: BANK_CSV });
  await expect(page.getByText(SUCCESS).first()).toBeVisible();

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Export my data' });
  await expect(section).toBeVisible();
  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;

  expect(download.suggestedFilename()).toMatch(/^sheetwise-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(Object.keys(files).sort()).toEqual([
    'README.txt',
    'chats/statement.csv.json',
    'profile.json',
    'statements/statement.csv',
  ]);
  const text = (name: string) => strFromU8(files[name] ?? new Uint8Array());
  expect(text('statements/statement.csv').split('\r\n').slice(0, 4)).toEqual([
    'date,description,amount,balance,currency,merchant,category,reference',
    // Every row has the merchant and category the transactions sheet shows.
    expect.stringMatching(/^2026-03-02,Salary,2500\.00,3500\.00,[A-Z]*,[^,]+,[^,]+,/),
    expect.stringMatching(/^2026-03-05,Rent,-1200\.00,2300\.00,[A-Z]*,[^,]+,[^,]+,/),
    expect.stringMatching(/^2026-03-09,Groceries,-85\.40,2214\.60,[A-Z]*,[^,]+,[^,]+,/),
  ]);
  expect(JSON.parse(text('profile.json'))).toMatchObject({
    name: account.name,
    email: account.email,
  });
  expect(JSON.parse(text('chats/statement.csv.json'))).toEqual({
    document: 'statement.csv',
    messages: [],
  });
  // The download is a navigation away and back; the settings page stays as it was.
  await expect(page).toHaveURL(/\/settings$/);
  expect(problems).toEqual([]);
});

/** Twelve rows with a running balance: over the browser server's EXPORT_DOWNLOAD_MAX_ROWS of 10. */
function largeStatement(): string {
  const lines = ['Date,Description,Amount,Balance'];
  let balance = 1000;
  for (let day = 1; day <= 12; day += 1) {
    balance -= day;
    lines.push(`2026-04-${String(day).padStart(2, '0')},Coffee ${day},-${day}.00,${balance}.00`);
  }
  return lines.join('\n');
}

test('a large account prepares its export in the background and is mailed when it is ready', async ({
  page,
}) => {
  const problems = watchPageErrors(page);
  const account = await signUp(page);
  await browseFile(page, { name: 'april.csv', type: 'text/csv', text: largeStatement() });
  await expect(page.getByText(/^april\.csv uploaded: 12 transactions/).first()).toBeVisible();

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Export my data' });
  await expect(section.getByRole('link', { name: 'Download my data' })).toHaveCount(0);
  await section.getByRole('button', { name: 'Prepare my export' }).click();
  const downloadLink = section.getByRole('link', { name: 'Download your export' });
  await expect(downloadLink).toBeVisible();
  await expect(section.getByText(/ready until/)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await downloadLink.click();
  const download = await downloading;
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  const csv = strFromU8(files['statements/april.csv'] ?? new Uint8Array());
  expect(csv.split('\r\n')).toHaveLength(14);
  expect(csv).toContain('2026-04-12,Coffee 12,-12.00,922.00');

  await page.goto('/dev-mail');
  await page
    .getByRole('row', { name: account.email })
    .first()
    .getByRole('link', { name: 'Your Sheetwise data export is ready' })
    .click();
  await expect(page.getByText(/Download it from Settings, under "Export my data"/)).toBeVisible();
  expect(problems).toEqual([]);
});
