import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  STATEMENT_EXPORT_ERROR_CODES,
  STATEMENT_SHEET_COLUMNS,
  type SendStatementResponse,
  type TransactionPage,
} from '@sheetwise/contracts';
import type { SheetCells } from '@sheetwise/sync';
import { findItem } from '../../platform/dev-microsoft-service/drive-store';
import { SessionClient } from '../../test/session-client';
import { connectMicrosoft } from '../onedrive/testing/microsoft-consent';
import {
  connectedUser,
  type ConnectedUser,
} from '../sync/connectors/google-sheets/testing/connected-user';
import { oneDriveConnectorFor } from '../sync/connectors/onedrive/connector-for';
import { CARD_ACCOUNT, CURRENT_ACCOUNT } from './testing/generated-statements';

const ACCOUNT = 'ada@example.com';
const CATEGORY = STATEMENT_SHEET_COLUMNS.indexOf('Category');

describe('statements sent to OneDrive (the development Microsoft service, over HTTP)', () => {
  let u: ConnectedUser;

  const send = (client: SessionClient, file: string, kind: 'single' | 'all') =>
    client.request('POST', '/api/statement-exports', { file, kind, destination: 'onedrive' });
  const sent = async (file: string, kind: 'single' | 'all') => {
    const response = await send(u.client, file, kind);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SendStatementResponse>();
  };
  const itemIdOf = (url: string) => decodeURIComponent(/\/items\/([^/?#]+)$/.exec(url)?.[1] ?? '');
  const cellsOf = async (url: string, sheet: string): Promise<SheetCells> =>
    (await (await oneDriveConnectorFor(u.ctx, u.userId, itemIdOf(url), sheet)).read()).cells;
  const sheetRowsOf = async (file: string) => {
    const page = await u.client.request('GET', `/api/transactions?file=${file}&limit=100`);
    return page.json<TransactionPage>().rows;
  };

  beforeAll(async () => {
    u = await connectedUser(ACCOUNT);
    for (const [fileName, content] of [
      ['current.csv', CURRENT_ACCOUNT],
      ['card.csv', CARD_ACCOUNT],
    ] as const) {
      const uploaded = await u.client.upload('/api/embed/upload-doc', [{ fileName, content }]);
      expect(uploaded.statusCode, uploaded.body).toBe(201);
    }
  });
  afterAll(() => u.t.close());

  it('asks for a Microsoft account before sending, and leaves Google out of it', async () => {
    const response = await send(u.client, 'current.csv', 'single');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: STATEMENT_EXPORT_ERROR_CODES.microsoftNotConnected,
    });
    await connectMicrosoft(u.t.app, u.client, ACCOUNT);
  });

  it('uploads a workbook of the rows as the sheet shows them, and its summary', async () => {
    const result = await sent('current.csv', 'single');
    expect(result).toMatchObject({ kind: 'single', rowsSent: 7, rowsAlreadySent: 0 });
    const item = await findItem(u.ctx.db, itemIdOf(result.url), ACCOUNT);
    expect(item?.name).toBe('current.csv.xlsx');
    expect(result.url).toBe(
      `${u.t.origin}/dev-onedrive/items/${encodeURIComponent(item?.id ?? '')}`,
    );

    const rows = await sheetRowsOf('current.csv');
    const cells = await cellsOf(result.url, 'Transactions');
    expect(cells[0]).toEqual([...STATEMENT_SHEET_COLUMNS]);
    expect(cells.slice(1).map((row) => row.slice(1, 7))).toEqual(
      rows.map((row) => [
        { date: row.date },
        row.description,
        row.merchant,
        row.category,
        row.amountMinor / 100,
        (row.balanceMinor ?? 0) / 100,
      ]),
    );
    expect(cells.find((row) => row[2] === 'BARCLAYCARD PAYMENT')?.[10]).toBe('Card bill payment');

    const summary = await cellsOf(result.url, 'Summary');
    const fact = (label: string) => summary.find((row) => row[0] === label)?.[1];
    expect(summary[0]?.[0]).toBe('current.csv');
    expect(fact('Period from')).toEqual({ date: '2026-03-01' });
    expect(fact('Closing balance')).toBe(2274.91);
    expect(fact('Balance check')).toBe('All 6 balances agree');

    // Sent again, it is a new file beside the first, which stays as it was.
    const again = await sent('current.csv', 'single');
    expect(again.url).not.toBe(result.url);
    expect((await findItem(u.ctx.db, itemIdOf(again.url), ACCOUNT))?.name).toBe(
      'current.csv 1.xlsx',
    );
    expect(await cellsOf(result.url, 'Transactions')).toEqual(cells);
  });

  it('appends to one running workbook without repeating a row', async () => {
    const first = await sent('current.csv', 'all');
    expect(first).toMatchObject({ kind: 'all', rowsSent: 7, rowsAlreadySent: 0 });
    expect(await sent('current.csv', 'all')).toEqual({ ...first, rowsSent: 0, rowsAlreadySent: 7 });
    expect(await sent('card.csv', 'all')).toMatchObject({ url: first.url, rowsSent: 3 });

    const cells = await cellsOf(first.url, 'Transactions');
    expect(cells).toHaveLength(1 + 7 + 3);
    expect(new Set(cells.slice(1).map((row) => row[0])).size).toBe(10);
    expect(cells.slice(8).map((row) => [row[1], row[2], row[8]])).toEqual([
      [{ date: '2026-03-03' }, 'AMAZON MKTPLACE', 'card.csv'],
      [{ date: '2026-03-10' }, 'PRET A MANGER', 'card.csv'],
      [{ date: '2026-03-21' }, 'PAYMENT RECEIVED THANK YOU', 'card.csv'],
    ]);
    expect((await findItem(u.ctx.db, itemIdOf(first.url), ACCOUNT))?.name).toBe(
      'All transactions.xlsx',
    );
    // Google's running spreadsheet is another one: none was made by these sends.
    const google = await u.ctx.db
      .selectFrom('statement_exports')
      .select('id')
      .where('destination', '=', 'google')
      .execute();
    expect(google).toEqual([]);
  });

  it('writes a recategorised merchant’s category cells, and no other cell, through the job', async () => {
    const all = (await sent('card.csv', 'all')).url;
    const before = await cellsOf(all, 'Transactions');
    const amazon = (await sheetRowsOf('card.csv')).find(
      (row) => row.description === 'AMAZON MKTPLACE',
    );
    const corrected = await u.client.request(
      'PATCH',
      `/api/transactions/card.csv/${amazon?.position ?? -1}`,
      { category: 'Gifts', everyRowOfMerchant: true },
    );
    expect(corrected.statusCode).toBe(204);

    const expected = before.map((row, index) =>
      index > 0 && row[2] === 'AMAZON MKTPLACE'
        ? row.map((cell, column) => (column === CATEGORY ? 'Gifts' : cell))
        : row,
    );
    expect(expected.filter((row) => row[CATEGORY] === 'Gifts')).toHaveLength(2);
    await vi.waitFor(
      async () => {
        expect(await cellsOf(all, 'Transactions')).toEqual(expected);
        const jobs = await u.ctx.db.selectFrom('jobs').select('kind').execute();
        expect(jobs.filter((job) => job.kind === 'statement-exports.refresh')).toEqual([]);
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it('sends nothing of another user’s statement', async () => {
    const { client: bob } = await SessionClient.signUp(u.t.app, 'bob@example.com');
    expect((await send(bob, 'card.csv', 'single')).statusCode).toBe(404);
  });
});
