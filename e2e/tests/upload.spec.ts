import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../support/accounts';
import { watchPageErrors } from '../support/page-errors';
import { BANK_CSV, browseFile, dragOver, dropFiles, dropZone } from '../support/uploads';
import { accessibilityProblems } from '../support/accessibility';

const CSV_TYPE = 'text/csv';
const SUCCESS = 'statement.csv uploaded: 3 transactions, 02-March-2026 to 09-March-2026.';

function toasts(page: Page) {
  return page.getByRole('region', { name: /notifications/i });
}

function uploadedFile(page: Page) {
  return page.getByRole('list', { name: 'Uploaded files' }).getByRole('listitem');
}

function statCard(page: Page, label: string) {
  return page
    .getByRole('list', { name: 'Statistics' })
    .getByRole('listitem')
    .filter({ hasText: label });
}

/** Records every upload request the page makes, to prove the client-side checks send nothing. */
function watchUploads(page: Page): string[] {
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/embed/')) uploads.push(request.url());
  });
  return uploads;
}

test.describe('upload card', () => {
  test('Browse: progress, the summary, the figures, then Analyze File', async ({ page }) => {
    const problems = watchPageErrors(page);
    await signUp(page);
    await expect(page.getByRole('heading', { name: 'Upload local file to sync' })).toBeVisible();
    await expect(dropZone(page)).toContainText(
      'PDF, XLS, XLSX, CSV, OFX, QIF, CAMT (.052, .053, .054) and MT940 up to 10 MB',
    );
    await expect(page.getByRole('link', { name: 'Analyze File' })).toHaveCount(0);
    await expect(statCard(page, 'Total Files')).toHaveText('Total Files0None this month');

    // Hold the request so the item can be seen while it is on its way.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/embed/upload-pdf', async (route) => {
      await held;
      await route.continue();
    });
    await browseFile(page, { name: 'statement.csv', type: CSV_TYPE, text: BANK_CSV });
    await expect(uploadedFile(page)).toContainText('statement.csv');
    const progress = uploadedFile(page).getByRole('progressbar', {
      name: 'Upload of statement.csv',
    });
    await expect(progress).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Uploading statement.csv…' }),
    ).toHaveCount(1);
    release();

    await expect(toasts(page).getByText(SUCCESS)).toBeVisible();
    await expect(uploadedFile(page)).toContainText(SUCCESS);
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(statCard(page, 'Total Files')).toHaveText('Total Files1+1 this month');

    await page.getByRole('link', { name: 'Analyze File' }).click();
    await expect(page).toHaveURL(/\/my-projects\?doc=statement\.csv$/);
    expect(problems).toEqual([]);
  });

  test('drop: the zone lights up while a file is over it, then uploads it', async ({ page }) => {
    await signUp(page);
    const zone = dropZone(page);
    await expect(zone).not.toHaveAttribute('data-dragging');
    const drop = await dragOver(page, [{ name: 'statement.csv', type: CSV_TYPE, text: BANK_CSV }]);
    await expect(zone).toHaveAttribute('data-dragging', 'true');
    await expect(zone.getByText('Release to upload')).toBeVisible();

    const request = page.waitForRequest('**/api/embed/upload-doc');
    await drop();
    await request;
    await expect(zone).not.toHaveAttribute('data-dragging');
    await expect(toasts(page).getByText(SUCCESS)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Analyze File' })).toHaveAttribute(
      'href',
      '/my-projects?doc=statement.csv',
    );
  });

  test('refuses, here and without uploading: a text file, two files, 10485760 bytes', async ({
    page,
  }) => {
    await signUp(page);
    const uploads = watchUploads(page);

    await dropFiles(page, [{ name: 'notes.txt', type: 'text/plain', text: 'hello' }]);
    await expect(
      toasts(page).getByText(
        'File type not supported. Please upload PDF, CSV, XLS, or XLSX files.',
      ),
    ).toBeVisible();

    await dropFiles(page, [
      { name: 'a.csv', type: CSV_TYPE, text: BANK_CSV },
      { name: 'b.csv', type: CSV_TYPE, text: BANK_CSV },
    ]);
    await expect(toasts(page).getByText('Only one file is allowed.')).toBeVisible();

    await dropFiles(page, [{ name: 'big.csv', type: CSV_TYPE, size: 10_485_760 }]);
    await expect(toasts(page).getByText('File size must be less than 10MB')).toBeVisible();

    await expect(page.getByRole('list', { name: 'Uploaded files' })).toHaveCount(0);
    expect(uploads).toEqual([]);
  });

  test('a statement with no transactions fails with the server’s reason', async ({ page }) => {
    await signUp(page);
    await dropFiles(page, [
      { name: 'empty.csv', type: CSV_TYPE, text: 'Date,Description,Amount,Balance\n' },
    ]);
    // The flow's message titles the toast; the server's reason is its own line under it.
    const failure = toasts(page).getByText('Upload failed. Please try again.', { exact: true });
    await expect(failure).toBeVisible();
    const reason = await failure.locator('xpath=following-sibling::*[1]').textContent();
    expect(reason).toMatch(/\S.+/);
    await expect(uploadedFile(page)).toContainText(reason ?? '');
    await expect(uploadedFile(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByRole('link', { name: 'Analyze File' })).toHaveCount(0);
    await expect(statCard(page, 'Total Files')).toHaveText('Total Files0None this month');
  });

  test('a second statement of the same name: asks, then keeps both or replaces', async ({
    page,
  }) => {
    await signUp(page);
    await dropFiles(page, [{ name: 'statement.csv', type: CSV_TYPE, text: BANK_CSV }]);
    await expect(toasts(page).getByText(SUCCESS)).toBeVisible();
    await expect(statCard(page, 'Total Files')).toContainText('Total Files1');

    // The same name, another month: the bank's export names every statement alike.
    const april = BANK_CSV.replaceAll('2026-03-', '2026-04-');
    const offer = () => dropFiles(page, [{ name: 'statement.csv', type: CSV_TYPE, text: april }]);
    await offer();
    const choice = page.getByRole('group', { name: 'Replace or keep both: statement.csv' });
    await expect(choice).toContainText(
      'You already have a statement named statement.csv. Replace it, or keep both?',
    );
    await expect(statCard(page, 'Total Files')).toContainText('Total Files1');
    await choice.getByRole('button', { name: 'Keep both' }).click();
    await expect(
      toasts(page).getByText(
        'statement (2).csv uploaded: 3 transactions, 02-April-2026 to 09-April-2026.',
      ),
    ).toBeVisible();
    await expect(statCard(page, 'Total Files')).toContainText('Total Files2');

    await offer();
    await choice.getByRole('button', { name: 'Replace' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      toasts(page).getByText(
        'statement.csv uploaded: 3 transactions, 02-April-2026 to 09-April-2026.',
      ),
    ).toBeVisible();
    await expect(statCard(page, 'Total Files')).toContainText('Total Files2');
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 780 } });
    const LONG_NAME = 'TransactionHistory_20180418043121.csv';

    test('fits, works from the keyboard and has no serious accessibility problems', async ({
      page,
    }) => {
      await signUp(page);
      // Browse Files is the zone's keyboard way in: Enter opens the picker.
      await page.getByRole('button', { name: 'Browse Files' }).focus();
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Enter');
      await (
        await chooser
      ).setFiles({ name: LONG_NAME, mimeType: 'text/csv', buffer: Buffer.from(BANK_CSV) });
      await expect(page.getByRole('link', { name: 'Analyze File' })).toBeVisible();
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      // A bank's long export name, one word to a browser, wraps inside the card rather than out.
      const item = uploadedFile(page);
      for (const text of [
        item.getByText(LONG_NAME, { exact: true }),
        item.getByText(/uploaded:/),
      ]) {
        const sticksOut = await text.evaluate((element) => {
          const card = element.closest('li')?.getBoundingClientRect();
          const words = document.createRange();
          words.selectNodeContents(element);
          return card ? words.getBoundingClientRect().right > card.right : true;
        });
        expect(sticksOut).toBe(false);
      }
      expect(await accessibilityProblems(page)).toEqual([]);

      // Removing the item by keyboard leaves focus in the card.
      await page.getByRole('button', { name: `Remove ${LONG_NAME}` }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('list', { name: 'Uploaded files' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Upload local file to sync' })).toBeFocused();
    });
  });
});
