import type { Locator, Page } from '@playwright/test';

/** A file made up by a test: its text, or `size` zero bytes. */
export interface TestFile {
  name: string;
  type: string;
  text?: string;
  size?: number;
}

/**
 * A small bank statement whose running balance agrees with its amounts, so it reconciles:
 * opening balance 1000.00, then three transactions in March 2026.
 */
export const BANK_CSV = [
  'Date,Description,Amount,Balance',
  '2026-03-02,Salary,2500.00,3500.00',
  '2026-03-05,Rent,-1200.00,2300.00',
  '2026-03-09,Groceries,-85.40,2214.60',
  '',
].join('\n');

export function dropZone(page: Page): Locator {
  return page.getByRole('region', { name: 'Drag and drop your file here' });
}

/**
 * Drags files over the drop zone as the browser would: a DataTransfer built in the page carrying
 * real File objects, then dragenter and dragover. Returns the drop, so a test can look at the
 * zone while the drag is still over it.
 */
export async function dragOver(page: Page, files: TestFile[]): Promise<() => Promise<void>> {
  const dataTransfer = await page.evaluateHandle((list) => {
    const data = new DataTransfer();
    for (const file of list) {
      const content = file.text ?? new Uint8Array(file.size ?? 0);
      data.items.add(new File([content], file.name, { type: file.type }));
    }
    return data;
  }, files);
  const zone = dropZone(page);
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  return async () => {
    await zone.dispatchEvent('drop', { dataTransfer });
  };
}

export async function dropFiles(page: Page, files: TestFile[]): Promise<void> {
  const drop = await dragOver(page, files);
  await drop();
}

/** Chooses a file through Browse Files and the browser's own file chooser. */
export async function browseFile(
  page: Page,
  file: { name: string; type: string; text?: string; buffer?: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Browse Files' }).click();
  await (
    await chooser
  ).setFiles({
    name: file.name,
    mimeType: file.type,
    buffer: file.buffer ?? Buffer.from(file.text ?? ''),
  });
}
