import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createSpreadsheet,
  findSpreadsheet,
} from '../../../../platform/dev-spreadsheet-service/store';
import { googleRefreshToken } from '../../../sheets/connection-service';
import { sheetsOAuthClient } from '../../../sheets/google-oauth';
import {
  SideAuthError,
  SideBusyError,
  SideNotFoundError,
  VersionChangedError,
  type SideConnector,
} from '../side-connector';
import { googleConnectorFor } from './connector-for';
import { edits, instantRetry, urlOf } from '../testing/connector-fixtures';
import { RefreshTokenSource } from '../http/refresh-token-source';
import { GOOGLE_BUSY_MESSAGE } from './google-http';
import { connectedUser, devApi, type ConnectedUser } from './testing/connected-user';

describe('the Google Sheets connector against the development spreadsheet service', () => {
  let u: ConnectedUser;
  let spreadsheetId: string;
  let connector: SideConnector;
  let accessToken: string;

  beforeAll(async () => {
    u = await connectedUser();
    const client = sheetsOAuthClient(u.t.config);
    const refresh = await googleRefreshToken(u.ctx, u.userId);
    if (!client || !refresh) throw new Error('not connected');
    accessToken = await new RefreshTokenSource(client, refresh).accessToken();
  });
  afterAll(() => u.t.close());

  beforeEach(async () => {
    spreadsheetId = (await createSpreadsheet(u.ctx.db, 'Budget', new Date())).id;
    connector = await googleConnectorFor(u.ctx, u.userId, spreadsheetId);
  });

  it('keeps text as text (leading zeros, long digits, a leading =), numbers and booleans', async () => {
    const { version } = await connector.read();
    const written = await connector.write(
      edits([
        { row: 0, column: 0, value: 'Account' },
        { row: 0, column: 1, value: 'Amount' },
        { row: 1, column: 0, value: '00001' },
        { row: 1, column: 1, value: 42.5 },
        { row: 2, column: 0, value: '12345678901234567890' },
        { row: 2, column: 1, value: true },
        { row: 3, column: 0, value: '=1+1' },
      ]),
      version,
    );
    expect(Number(written.version)).toBeGreaterThan(Number(version));
    const read = await connector.read();
    expect(read.version).toBe(written.version);
    expect(read.cells).toEqual([
      ['Account', 'Amount'],
      ['00001', 42.5],
      ['12345678901234567890', true],
      ['=1+1', null],
    ]);
  });

  it('round-trips dates at Sheets’ epoch edges and a leap day, and a date-time', async () => {
    const dates = ['1900-02-28', '1900-03-01', '2024-02-29', '2024-03-01T08:30:00'];
    const { version } = await connector.read();
    await connector.write(
      edits(dates.map((date, row) => ({ row, column: 0, value: { date } }))),
      version,
    );
    expect((await connector.read()).cells).toEqual(dates.map((date) => [{ date }]));
    // Stored as Sheets' serials with a date format, as Google keeps them.
    const stored = await findSpreadsheet(u.ctx.db, spreadsheetId);
    expect(stored?.sheets[0]?.cells['0:0']).toEqual({ value: 60, format: 'DATE' });
  });

  it('reads a formula in R1C1 form and never writes over it', async () => {
    await devApi(u.t, accessToken, 'POST', `/v4/spreadsheets/${spreadsheetId}/values:batchUpdate`, {
      valueInputOption: 'USER_ENTERED',
      data: [
        {
          range: 'Sheet1!A1:B2',
          values: [
            ['Net', 'Double'],
            ['5', '=A2*2'],
          ],
        },
      ],
    });
    const { cells, version } = await connector.read();
    expect(cells[1]).toEqual([5, { formula: '=RC[-1]*2' }]);
    await connector.write(edits([{ row: 1, column: 1, value: { formula: '=RC[-1]*3' } }]), version);
    expect((await connector.read()).cells[1]).toEqual([5, { formula: '=RC[-1]*2' }]);
  });

  it('marks merged cells untouchable', async () => {
    await devApi(u.t, accessToken, 'POST', `/v4/spreadsheets/${spreadsheetId}:batchUpdate`, {
      requests: [
        {
          mergeCells: {
            range: {
              sheetId: 0,
              startRowIndex: 0,
              endRowIndex: 1,
              startColumnIndex: 0,
              endColumnIndex: 2,
            },
            mergeType: 'MERGE_ALL',
          },
        },
      ],
    });
    const { version } = await connector.read();
    await connector.write(
      edits([
        { row: 0, column: 0, value: 'Title' },
        { row: 1, column: 1, value: 1 },
      ]),
      version,
    );
    expect((await connector.read()).cells[0]).toEqual([
      { untouchable: 'merged', shown: 'Title' },
      { untouchable: 'merged', shown: null },
    ]);
  });

  it('grows the grid for rows and columns past its end', async () => {
    const { version } = await connector.read();
    await connector.write(edits([{ row: 104, column: 27, value: 'far' }]), version);
    const { cells } = await connector.read();
    expect(cells).toHaveLength(105);
    expect(cells[104]?.[27]).toBe('far');
    const sheet = (await findSpreadsheet(u.ctx.db, spreadsheetId))?.sheets[0];
    expect([sheet?.rowCount, sheet?.columnCount]).toEqual([105, 28]);
  });

  it('writes first, then deletes rows and columns in the coordinates as read', async () => {
    const rows = ['h', 'r1', 'r2', 'r3', 'r4'].map((name) => [name, `${name}b`, `${name}c`]);
    const first = await connector.read();
    const setup = await connector.write(
      edits(rows.flatMap((row, r) => row.map((value, column) => ({ row: r, column, value })))),
      first.version,
    );
    await connector.write(
      edits([{ row: 4, column: 0, value: 'r4!' }], { deleteRows: [1, 3], deleteColumns: [0] }),
      setup.version,
    );
    expect((await connector.read()).cells).toEqual([
      ['hb', 'hc'],
      ['r2b', 'r2c'],
      ['r4b', 'r4c'],
    ]);
  });

  it('tags each written row id with developer metadata on the row', async () => {
    const { version } = await connector.read();
    await connector.write(
      edits([
        { row: 0, column: 0, value: '_sw_id' },
        { row: 1, column: 0, value: 'id-one' },
        { row: 2, column: 0, value: 'id-two' },
      ]),
      version,
    );
    const metadata = (await findSpreadsheet(u.ctx.db, spreadsheetId))?.sheets[0]?.metadata ?? [];
    expect(
      metadata.map((m) => [m.metadataKey, m.metadataValue, m.location.dimensionRange.startIndex]),
    ).toEqual([
      ['sw_row_id', 'id-one', 1],
      ['sw_row_id', 'id-two', 2],
    ]);
  });

  it('hides the id column, which a column deleted before it moves, and the grid page marks', async () => {
    const first = await connector.read();
    const header = edits([
      { row: 0, column: 0, value: 'Item' },
      { row: 0, column: 1, value: '_sw_id' },
    ]);
    const { version } = await connector.write({ ...header, hideColumns: [1] }, first.version);
    const hidden = async () =>
      (await findSpreadsheet(u.ctx.db, spreadsheetId))?.sheets[0]?.hiddenColumns;
    expect(await hidden()).toEqual([1]);
    const page = await u.t.app.inject({ url: `/dev-sheets/spreadsheets/d/${spreadsheetId}/edit` });
    expect(page.body).toContain('<th scope="col" class="hidden-column">B (hidden)</th>');
    await connector.write(edits([], { deleteColumns: [0] }), version);
    expect(await hidden()).toEqual([0]);
    expect((await connector.read()).cells).toEqual([['_sw_id']]);
  });

  it('refuses to write, and writes nothing, when the file changed since it was read', async () => {
    const { version } = await connector.read();
    await devApi(u.t, accessToken, 'POST', `/v4/spreadsheets/${spreadsheetId}/values:batchUpdate`, {
      valueInputOption: 'RAW',
      data: [{ range: 'Sheet1!A1', values: [['theirs']] }],
    });
    await expect(
      connector.write(
        edits([
          { row: 0, column: 0, value: 'ours' },
          { row: 5, column: 5, value: 'x' },
        ]),
        version,
      ),
    ).rejects.toBeInstanceOf(VersionChangedError);
    expect((await connector.read()).cells).toEqual([['theirs']]);
  });

  it('waits as Retry-After asks when throttled, then reads', async () => {
    const retry = instantRetry();
    let throttled = 0;
    const throttling: typeof fetch = (input, init) => {
      if (urlOf(input).includes('values:batchGet') && throttled < 2) {
        throttled += 1;
        return Promise.resolve(
          new Response('{}', { status: 429, headers: { 'retry-after': '3' } }),
        );
      }
      return fetch(input, init);
    };
    const patient = await googleConnectorFor(u.ctx, u.userId, spreadsheetId, undefined, {
      fetch: throttling,
      retry,
    });
    await expect(patient.read()).resolves.toMatchObject({ cells: [] });
    expect(throttled).toBe(2);
    expect(retry.waits).toEqual([3000, 3000]);
  });

  it('gives up as busy after a bounded number of 5xx answers, with backoff', async () => {
    const retry = instantRetry();
    const failing: typeof fetch = (input, init) =>
      urlOf(input).includes('/drive/v3/')
        ? Promise.resolve(new Response('', { status: 503 }))
        : fetch(input, init);
    const doomed = await googleConnectorFor(u.ctx, u.userId, spreadsheetId, undefined, {
      fetch: failing,
      retry,
    });
    await expect(doomed.read()).rejects.toEqual(new SideBusyError(GOOGLE_BUSY_MESSAGE));
    // Each wait is drawn between half and all of 100, 200, 400 ms; random() is 0.5 here.
    expect(retry.waits).toEqual([75, 150, 300]);
  });

  it('turns 401 into SideAuthError and 404 into SideNotFoundError', async () => {
    const refusing: typeof fetch = (input, init) =>
      urlOf(input).includes('/v4/')
        ? Promise.resolve(new Response('{}', { status: 401 }))
        : fetch(input, init);
    const refused = await googleConnectorFor(u.ctx, u.userId, spreadsheetId, undefined, {
      fetch: refusing,
    });
    await expect(refused.read()).rejects.toBeInstanceOf(SideAuthError);
    const gone = await googleConnectorFor(u.ctx, u.userId, 'NoSuchSpreadsheet0000000000');
    await expect(gone.read()).rejects.toBeInstanceOf(SideNotFoundError);
    const noTab = await googleConnectorFor(u.ctx, u.userId, spreadsheetId, 'Missing tab');
    await expect(noTab.read()).rejects.toBeInstanceOf(SideNotFoundError);
  });
});
