import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BALANCE_CHECK_LABELS,
  STATEMENT_SHEET_COLUMNS,
  type SendStatementResponse,
  type TransactionPage,
} from '@sheetwise/contracts';
import type { SheetCells } from '@sheetwise/sync';
import { findSpreadsheet } from '../../platform/dev-spreadsheet-service/store';
import { consentTo } from '../sheets/testing/google-consent';
import { googleConnectorFor } from '../sync/connectors/google-sheets/connector-for';
import { spreadsheetIdFromUrl } from '../sync/connectors/google-sheets/connector-for';
import {
  connectedUser,
  type ConnectedUser,
} from '../sync/connectors/google-sheets/testing/connected-user';
import { SessionClient } from '../../test/session-client';
import { CARD_ACCOUNT, CURRENT_ACCOUNT } from './testing/generated-statements';

const CATEGORY = STATEMENT_SHEET_COLUMNS.indexOf('Category');

describe('statements sent to Google Sheets (the development spreadsheet service)', () => {
  let u: ConnectedUser;
  let bob: SessionClient;
  let bobId: string;

  const send = (client: SessionClient, file: string, kind: 'single' | 'all') =>
    client.request('POST', '/api/statement-exports', { file, kind });
  const sent = async (client: SessionClient, file: string, kind: 'single' | 'all') => {
    const response = await send(client, file, kind);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SendStatementResponse>();
  };
  const idOf = (url: string) => spreadsheetIdFromUrl(url) ?? '';
  const cellsOf = async (userId: string, url: string, sheet: string): Promise<SheetCells> =>
    (await (await googleConnectorFor(u.ctx, userId, idOf(url), sheet)).read()).cells;
  const shaOf = async (file: string) =>
    (
      await u.ctx.db
        .selectFrom('documents')
        .select('sha256')
        .where('user_id', '=', u.userId)
        .where('file_name', '=', file)
        .executeTakeFirstOrThrow()
    ).sha256.slice(0, 16);
  const sheetRowsOf = async (client: SessionClient, file: string) => {
    const page = await client.request('GET', `/api/transactions?file=${file}&limit=100`);
    return page.json<TransactionPage>().rows;
  };

  beforeAll(async () => {
    u = await connectedUser();
    for (const [fileName, content] of [
      ['current.csv', CURRENT_ACCOUNT],
      ['card.csv', CARD_ACCOUNT],
    ] as const) {
      const uploaded = await u.client.upload('/api/embed/upload-doc', [{ fileName, content }]);
      expect(uploaded.statusCode, uploaded.body).toBe(201);
    }
    const signedUp = await SessionClient.signUp(u.t.app, 'bob@example.com');
    bob = signedUp.client;
    bobId = signedUp.id;
    const uploaded = await bob.upload('/api/embed/upload-doc', [
      { fileName: 'current.csv', content: CURRENT_ACCOUNT },
    ]);
    expect(uploaded.statusCode).toBe(201);
  });
  afterAll(() => u.t.close());

  it('makes a spreadsheet with every row as the sheet shows it, marked transfers and a summary', async () => {
    const result = await sent(u.client, 'current.csv', 'single');
    expect(result).toMatchObject({ kind: 'single', rowsSent: 7, rowsAlreadySent: 0 });
    expect(result.url).toBe(`${u.t.origin}/dev-sheets/spreadsheets/d/${idOf(result.url)}/edit`);
    const stored = await findSpreadsheet(u.ctx.db, idOf(result.url));
    expect(stored?.title).toBe('current.csv');
    expect(stored?.sheets.map((sheet) => sheet.title)).toEqual(['Transactions', 'Summary']);

    const sha = await shaOf('current.csv');
    const rows = await sheetRowsOf(u.client, 'current.csv');
    const cells = await cellsOf(u.userId, result.url, 'Transactions');
    expect(cells[0]).toEqual([...STATEMENT_SHEET_COLUMNS]);
    expect(cells.slice(1)).toEqual(
      rows.map((row) => [
        `${sha}-${row.position}`,
        { date: row.date },
        row.description,
        row.merchant,
        row.category,
        row.amountMinor / 100,
        (row.balanceMinor ?? 0) / 100,
        'GBP',
        'current.csv',
        BALANCE_CHECK_LABELS[row.balanceCheck],
        // The bill's payment pairs with the card statement's payment received.
        row.description === 'BARCLAYCARD PAYMENT' ? 'Card bill payment' : null,
      ]),
    );
    expect(cells[1]?.slice(1, 7)).toEqual([
      { date: '2026-03-01' },
      'SALARY ACME LTD',
      expect.any(String),
      expect.any(String),
      2500,
      3500,
    ]);
    expect(rows.every((row) => row.balanceCheck === 'agrees')).toBe(true);

    const summary = await cellsOf(u.userId, result.url, 'Summary');
    const fact = (label: string) => summary.find((row) => row[0] === label)?.[1];
    expect(fact('Period from')).toEqual({ date: '2026-03-01' });
    expect(fact('Period to')).toEqual({ date: '2026-03-25' });
    expect(fact('Opening balance')).toBe(1000);
    expect(fact('Closing balance')).toBe(2274.91);
    expect(fact('Balance check')).toBe('All 6 balances agree');
    const flows = summary[summary.findIndex((row) => row[0] === 'Money in and out') + 2];
    expect(flows?.slice(0, 3)).toEqual(['GBP', 2500, 1225.09]);
    const byCategory = summary.slice(summary.findIndex((row) => row[0] === 'By category') + 2);
    const categories = new Set(rows.map((row) => row.category));
    expect(new Set(byCategory.map((row) => row[0]))).toEqual(categories);
    for (const category of categories) {
      const out = rows
        .filter((row) => row.category === category && row.amountMinor < 0)
        .reduce((sum, row) => sum - row.amountMinor, 0);
      expect(byCategory.find((row) => row[0] === category)?.[3]).toBe(out / 100);
    }
  });

  it('appends to one running spreadsheet without repeating a row already sent', async () => {
    const first = await sent(u.client, 'current.csv', 'all');
    expect(first).toMatchObject({ kind: 'all', rowsSent: 7, rowsAlreadySent: 0 });
    const again = await sent(u.client, 'current.csv', 'all');
    expect(again).toEqual({ ...first, rowsSent: 0, rowsAlreadySent: 7 });
    const card = await sent(u.client, 'card.csv', 'all');
    expect(card).toMatchObject({ url: first.url, rowsSent: 3, rowsAlreadySent: 0 });

    const cells = await cellsOf(u.userId, first.url, 'Transactions');
    expect(cells).toHaveLength(1 + 7 + 3);
    const ids = cells.slice(1).map((row) => row[0]);
    expect(new Set(ids).size).toBe(10);
    expect(cells.slice(8).map((row) => [row[2], row[8], row[10]])).toEqual([
      ['AMAZON MKTPLACE', 'card.csv', null],
      ['PRET A MANGER', 'card.csv', null],
      ['PAYMENT RECEIVED THANK YOU', 'card.csv', 'Card bill payment'],
    ]);
    const stored = await findSpreadsheet(u.ctx.db, idOf(first.url));
    expect(stored?.title).toBe('All transactions');
  });

  it('writes a recategorised merchant’s category cells, and no other cell, through a job', async () => {
    const single = await sent(u.client, 'card.csv', 'single');
    const all = (await sent(u.client, 'card.csv', 'all')).url;
    const before = {
      single: await cellsOf(u.userId, single.url, 'Transactions'),
      all: await cellsOf(u.userId, all, 'Transactions'),
    };
    const amazon = (await sheetRowsOf(u.client, 'card.csv')).find(
      (row) => row.description === 'AMAZON MKTPLACE',
    );
    const corrected = await u.client.request(
      'PATCH',
      `/api/transactions/card.csv/${amazon?.position ?? -1}`,
      { category: 'Gifts', everyRowOfMerchant: true },
    );
    expect(corrected.statusCode).toBe(204);

    // Every Amazon row of both statements is now a gift, in both spreadsheets.
    const expected = (cells: SheetCells) =>
      cells.map((row, index) =>
        index > 0 && row[2] === 'AMAZON MKTPLACE'
          ? row.map((cell, column) => (column === CATEGORY ? 'Gifts' : cell))
          : row,
      );
    // Both sheets follow, and the job is done (its row gone), whichever order it wrote them in.
    await vi.waitFor(
      async () => {
        expect(await cellsOf(u.userId, all, 'Transactions')).toEqual(expected(before.all));
        expect(await cellsOf(u.userId, single.url, 'Transactions')).toEqual(
          expected(before.single),
        );
        const jobs = await u.ctx.db.selectFrom('jobs').select('kind').execute();
        expect(jobs.filter((job) => job.kind === 'statement-exports.refresh')).toEqual([]);
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(expected(before.all).filter((row) => row[CATEGORY] === 'Gifts')).toHaveLength(2);
  });

  it('keeps each user to their own statements and spreadsheets', async () => {
    expect((await send(bob, 'card.csv', 'single')).statusCode).toBe(404);
    const notConnected = await send(bob, 'current.csv', 'all');
    expect(notConnected.statusCode).toBe(409);
    expect(notConnected.json()).toMatchObject({ code: 'google-not-connected' });

    const { callbackPath } = await consentTo(u.t.app, bob);
    await bob.request('GET', callbackPath);
    const bobs = await sent(bob, 'current.csv', 'all');
    const adas = await sent(u.client, 'current.csv', 'all');
    expect(bobs).toMatchObject({ rowsSent: 7, rowsAlreadySent: 0 });
    expect(bobs.url).not.toBe(adas.url);

    // Bob's rule changes his sheet only.
    const adaBefore = await cellsOf(u.userId, adas.url, 'Transactions');
    const tesco = (await sheetRowsOf(bob, 'current.csv')).find((row) =>
      row.description.startsWith('TESCO'),
    );
    await bob.request('PATCH', `/api/transactions/current.csv/${tesco?.position ?? -1}`, {
      category: 'Treats',
      everyRowOfMerchant: true,
    });
    await vi.waitFor(
      async () => {
        const cells = await cellsOf(bobId, bobs.url, 'Transactions');
        expect(cells.filter((row) => row[CATEGORY] === 'Treats')).toHaveLength(2);
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(await cellsOf(u.userId, adas.url, 'Transactions')).toEqual(adaBefore);
  });
});
