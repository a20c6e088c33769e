import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncPair, SyncRun, SyncRunDetail } from '@sheetwise/contracts';
import { createItem } from '../../platform/dev-microsoft-service/drive-store';
import { createSpreadsheet } from '../../platform/dev-spreadsheet-service/store';
import { googleConnectorFor } from '../sync/connectors/google-sheets/connector-for';
import {
  connectedUser,
  type ConnectedUser,
} from '../sync/connectors/google-sheets/testing/connected-user';
import { oneDriveConnectorFor } from '../sync/connectors/onedrive/connector-for';
import type { SideConnector } from '../sync/connectors/side-connector';
import { connectMicrosoft } from './testing/microsoft-consent';
import { testWorkbook } from './testing/workbooks';

const ACCOUNT = 'ada@example.com';

describe('a Google ↔ OneDrive pair synced through the server', () => {
  let u: ConnectedUser;
  let pairId: string;
  let google: SideConnector;
  let onedrive: SideConnector;

  async function syncNow(): Promise<SyncRun> {
    const started = await u.client.request('POST', `/api/sync/pairs/${pairId}/runs`);
    expect(started.statusCode, started.body).toBe(202);
    const runId = started.json<SyncRun>().id;
    for (let poll = 0; poll < 400; poll += 1) {
      const run = (await u.client.request('GET', `/api/sync/runs/${runId}`)).json<SyncRunDetail>()
        .run;
      if (run.phase === 'done') return run;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('The run did not finish');
  }

  /** Each row's Item and Amount, found by header (the `_sw_id` column is beside them). */
  const items = async (side: SideConnector) => {
    const [header = [], ...rows] = (await side.read()).cells;
    const item = header.indexOf('Item');
    const amount = header.indexOf('Amount');
    return rows.map((row) => [row[item], row[amount]]);
  };

  beforeAll(async () => {
    u = await connectedUser();
    await connectMicrosoft(u.t.app, u.client, ACCOUNT);
    const spreadsheet = await createSpreadsheet(u.ctx.db, 'Budget', new Date());
    google = await googleConnectorFor(u.ctx, u.userId, spreadsheet.id);
    const { version } = await google.read();
    await google.write(
      {
        writes: [
          { row: 0, column: 0, value: 'Item' },
          { row: 0, column: 1, value: 'Amount' },
          { row: 1, column: 0, value: 'Coffee' },
          { row: 1, column: 1, value: 3 },
        ],
        deleteRows: [],
        deleteColumns: [],
      },
      version,
    );
    const content = await testWorkbook([
      ['Item', 'Amount'],
      ['Coffee', 3],
      ['Books', 40],
    ]);
    const item = await createItem(
      u.ctx.db,
      { account: ACCOUNT, name: 'budget.xlsx', content },
      new Date(),
    );
    onedrive = await oneDriveConnectorFor(u.ctx, u.userId, item.id);

    const sheet = await u.client.request('POST', '/api/sheets', {
      url: `${u.t.origin}/dev-sheets/spreadsheets/d/${spreadsheet.id}/edit`,
    });
    pairId = sheet.json<{ id: string }>().id;
    const linked = await u.client.request('PUT', `/api/sync/pairs/${pairId}/onedrive`, {
      itemId: item.id,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    await u.client.request('PATCH', `/api/sync/pairs/${pairId}`, { policy: 'excel-preferred' });
  });
  afterAll(() => u.t.close());

  it('links the rows on the first run and copies each side’s own rows to the other', async () => {
    const run = await syncNow();
    expect(run.status, run.error ?? '').toMatch(/success|conflicts-resolved/);
    expect(run.filePair).toMatch(/ ↔ budget\.xlsx$/);
    const both = [
      ['Coffee', 3],
      ['Books', 40],
    ];
    expect(await items(google)).toEqual(both);
    expect(await items(onedrive)).toEqual(both);
  });

  it('carries an edit made in Excel for the web to Google on the next run', async () => {
    const { cells, version } = await onedrive.read();
    const header = cells[0] ?? [];
    const row = cells.findIndex((cells) => cells.includes('Books'));
    await onedrive.write(
      {
        writes: [{ row, column: header.indexOf('Amount'), value: 45 }],
        deleteRows: [],
        deleteColumns: [],
      },
      version,
    );
    const run = await syncNow();
    expect(run.status, run.error ?? '').toBe('success');
    expect(run.cellsUpdated.google).toBe(1);
    expect(await items(google)).toEqual([
      ['Coffee', 3],
      ['Books', 45],
    ]);
    const pair = (await u.client.request('GET', `/api/sync/pairs/${pairId}`)).json<SyncPair>();
    expect(pair.workbookSource.kind).toBe('onedrive');
    expect(pair.workbook).toBeNull();
  });
});
