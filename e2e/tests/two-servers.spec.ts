import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { LoopbackS3 } from '../../apps/server/src/test/loopback-s3';
import { signUp } from '../support/accounts';
import { LoadBalancer } from '../support/load-balancer';
import { freePort, startServer, type RunningServer } from '../support/server';
import { freshDatabase } from '../support/shared-postgres';
import {
  budgetWorkbook,
  connectGoogle,
  createDevSpreadsheet,
  sheetsPanel,
  workbookBytes,
} from '../support/sync';
import { BANK_CSV, browseFile } from '../support/uploads';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('two server processes behind one address, on one PostgreSQL and one S3 store, share sessions, files and sync runs, and one can die', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const database = await freshDatabase();
  const s3 = await LoopbackS3.start();
  const store = s3.settings();
  // Both processes answer at the balancer's address, the one people's browsers use, and share
  // the database, the bucket and the two secrets.
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const shared = {
    APP_URL: site,
    DATABASE_URL: database.url,
    FILE_STORE: 's3',
    S3_BUCKET: store.bucket,
    S3_ENDPOINT: store.endpoint ?? '',
    S3_ACCESS_KEY_ID: store.credentials?.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: store.credentials?.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: 'true',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    FILE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  const servers: RunningServer[] = [];
  let balancer: LoadBalancer | undefined;
  try {
    servers.push(await startServer(shared), await startServer(shared));
    const [first, second] = servers as [RunningServer, RunningServer];
    balancer = await LoadBalancer.start([first.url, second.url], port);
    const page = await (await browser.newContext({ baseURL: site })).newPage();

    // Requests alternate between the processes: a session, an upload and its reading span both.
    await signUp(page);
    await browseFile(page, { name: 'march.csv', type: 'text/csv', text: BANK_CSV });
    await expect(page.getByRole('link', { name: 'Analyze File' })).toBeVisible();
    await page.goto('/transactions?file=march.csv');
    await expect(page.getByRole('cell', { name: 'Groceries' }).first()).toBeVisible();
    expect(s3.objects.size).toBeGreaterThan(0);
    expect(balancer.served.get(first.url)).toBeGreaterThan(5);
    expect(balancer.served.get(second.url)).toBeGreaterThan(5);

    // A pair's runs each run once, whichever process's queue takes them.
    await page.goto('/dashboard');
    await connectGoogle(page);
    const sheetUrl = await createDevSpreadsheet(page, {
      A1: 'Item',
      B1: 'Amount',
      A2: 'Tea',
      B2: '2',
    });
    await page.goto('/dashboard');
    await sheetsPanel(page).getByLabel('Google Sheet URL').fill(sheetUrl);
    await sheetsPanel(page).getByRole('button', { name: 'Add Sheet' }).click();
    await page.getByRole('link', { name: /Set up sync/ }).click();
    await page.getByLabel('Excel workbook (.xlsx)').setInputFiles({
      name: 'budget.xlsx',
      mimeType: XLSX,
      buffer: await workbookBytes(budgetWorkbook()),
    });
    const syncNow = async () => {
      await page.getByRole('button', { name: 'Sync Now' }).click();
      await expect(page.getByRole('region', { name: 'Sync' }).getByRole('status')).toHaveText(
        /Success/,
        { timeout: 30_000 },
      );
    };
    await syncNow();
    const history = page.getByRole('table', { name: /Sync runs of/ });
    await expect(history.getByRole('row')).toHaveCount(2);

    // The first process dies without warning; the balancer passes everything to the second.
    process.kill(first.pid, 'SIGKILL');
    await page.reload();
    await syncNow();
    await page.reload();
    await expect(history.getByRole('row')).toHaveCount(3);
    await page.goto('/transactions?file=march.csv');
    await expect(page.getByRole('cell', { name: 'Salary' }).first()).toBeVisible();
  } finally {
    await balancer?.close();
    for (const server of servers) await server.stop().catch(() => undefined);
    await s3.close();
    await database.drop();
  }
});
