import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { accessibilityProblems } from '../support/accessibility';
import { signUp } from '../support/accounts';
import { daysAfter, displayDate } from '../support/dates';
import { watchPageErrors } from '../support/page-errors';
import { payFor } from '../support/test-checkout';

test('pays for Starter, sees it in the billing history, opens its receipt and downloads the PDF', async ({
  page,
}) => {
  const problems = watchPageErrors(page);
  const account = await signUp(page);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Billing history' });
  await expect(section.getByText(/No payments yet/)).toBeVisible();

  const paidOn = new Date();
  await payFor(page, 'Starter', '$19.00');

  const table = section.getByRole('table', { name: 'Your payments, newest first' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(2);
  const row = rows.nth(1);
  const invoiceNumber = (await row.getByRole('cell').nth(1).textContent()) ?? '';
  expect(invoiceNumber).toMatch(/^SW-\d{4}-\d{6}$/);
  await expect(row).toContainText(displayDate(paidOn));
  await expect(row).toContainText(
    `${displayDate(paidOn)} – ${displayDate(daysAfter(paidOn, 14 + 30))}`,
  );
  await expect(row).toContainText('$19.00 USD');
  await expect(row).toContainText('Paid');
  expect(
    await accessibilityProblems(page, {
      include: 'section[aria-labelledby="billing-history-heading"]',
    }),
  ).toEqual([]);

  // The receipt link is reached by keyboard and opens the printable page.
  const receiptLink = row.getByRole('link', { name: `Receipt ${invoiceNumber}`, exact: true });
  await receiptLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/api/billing/receipts/${invoiceNumber}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Sheetwise receipt ${invoiceNumber}` }),
  ).toBeVisible();
  const receipt = page.getByRole('main');
  await expect(receipt).toContainText(account.email);
  await expect(receipt).toContainText('$19.00 USD');
  const paymentId = /pay_[A-Za-z0-9]+/.exec((await receipt.textContent()) ?? '')?.[0] ?? '';
  expect(paymentId).not.toBe('');

  await page.getByRole('link', { name: 'Back to settings' }).click();
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Billing history' })
    .getByRole('link', { name: `PDF of receipt ${invoiceNumber}` })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  const bytes = new Uint8Array(await readFile(await download.path()));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  for (const expected of ['Sheetwise', invoiceNumber, account.email, '$19.00 USD', paymentId]) {
    expect(text).toContain(expected);
  }
  expect(problems).toEqual([]);
});
