import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { a1ToR1C1 } from '@sheetwise/sync';
import { createItem, findItem } from '../../../../platform/dev-microsoft-service/drive-store';
import { connectMicrosoft } from '../../../onedrive/testing/microsoft-consent';
import { testWorkbook, type TestCell } from '../../../onedrive/testing/workbooks';
import { connectedUser, type ConnectedUser } from '../google-sheets/testing/connected-user';
import { edits, instantRetry, urlOf } from '../testing/connector-fixtures';
import { SideAuthError, VersionChangedError } from '../side-connector';
import { oneDriveConnectorFor } from './connector-for';

const ACCOUNT = 'ada@example.com';

/** Real fetch, with every Graph call's method and path recorded. */
function recordingFetch(answer?: (url: URL, method: string) => Response | undefined) {
  const calls: { method: string; path: string; status: number }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(urlOf(input));
    const method = init?.method ?? 'GET';
    const response = answer?.(url, method) ?? (await fetch(input, init));
    if (url.pathname.includes('/graph/')) {
      calls.push({ method, path: decodeURIComponent(url.pathname), status: response.status });
    }
    return response;
  };
  return { fetchFn, calls };
}

describe('the OneDrive connector against the development Microsoft service', () => {
  let u: ConnectedUser;

  beforeAll(async () => {
    u = await connectedUser();
    await connectMicrosoft(u.t.app, u.client, ACCOUNT);
  });
  afterAll(() => u.t.close());

  async function workbookItem(rows: TestCell[][]): Promise<string> {
    const content = await testWorkbook(rows);
    return (
      await createItem(u.ctx.db, { account: ACCOUNT, name: 'budget.xlsx', content }, new Date())
    ).id;
  }

  it('keeps text as text, reads dates and formulas (as R1C1, never written), and grows rows', async () => {
    const itemId = await workbookItem([
      ['Code', 'Date', 'Amount', 'Double'],
      [{ text: '00001' }, { date: '2024-03-01' }, 5, { formula: 'C2*2', result: 10 }],
    ]);
    const connector = await oneDriveConnectorFor(u.ctx, u.userId, itemId);
    const first = await connector.read();
    const formula = a1ToR1C1('=C2*2', 2, 4);
    expect(first.cells[1]).toEqual(['00001', { date: '2024-03-01' }, 5, { formula, result: 10 }]);

    const written = await connector.write(
      edits([
        { row: 2, column: 0, value: '00002' },
        { row: 2, column: 1, value: { date: '2024-03-05' } },
        { row: 2, column: 2, value: 7 },
        { row: 1, column: 3, value: { formula: a1ToR1C1('=C2*3', 2, 4) } },
        { row: 6, column: 0, value: '=1+1' },
        { row: 6, column: 1, value: '2024-03-09' },
      ]),
      first.version,
    );
    expect(written.version).not.toBe(first.version);
    expect(await connector.version()).toBe(written.version);

    const after = await connector.read();
    expect(after.cells[2]?.slice(0, 3)).toEqual(['00002', { date: '2024-03-05' }, 7]);
    // The formula is read as before: sync never writes over one.
    expect(after.cells[1]?.[3]).toEqual({ formula, result: 10 });
    expect(after.cells[6]?.slice(0, 2)).toEqual(['=1+1', '2024-03-09']);
    expect(after.cells).toHaveLength(7);
  });

  it('deletes rows from the bottom up, so each delete hits the row it meant', async () => {
    const itemId = await workbookItem([['Item'], ['a'], ['b'], ['c'], ['d'], ['e']]);
    const { fetchFn, calls } = recordingFetch();
    const connector = await oneDriveConnectorFor(u.ctx, u.userId, itemId, undefined, {
      fetch: fetchFn,
    });
    const { version } = await connector.read();
    await connector.write(edits([], { deleteRows: [1, 3, 4] }), version);
    const deletes = calls.filter((call) => call.path.endsWith('/delete')).map((call) => call.path);
    expect(deletes.map((path) => /address='([^']+)'/.exec(path)?.[1])).toEqual([
      '5:5',
      '4:4',
      '2:2',
    ]);
    expect((await connector.read()).cells).toEqual([['Item'], ['b'], ['e']]);
    // Each read and write closed the workbook session it opened.
    const opened = calls.filter((call) => call.path.endsWith('/createSession')).length;
    expect(calls.filter((call) => call.path.endsWith('/closeSession'))).toHaveLength(opened);
  });

  it('writes nothing when the workbook changed since it was read (412 on If-Match)', async () => {
    const itemId = await workbookItem([['Item'], ['a']]);
    const { fetchFn, calls } = recordingFetch();
    const connector = await oneDriveConnectorFor(u.ctx, u.userId, itemId, undefined, {
      fetch: fetchFn,
    });
    const { version } = await connector.read();
    // Someone edits the workbook in Excel meanwhile.
    const other = await oneDriveConnectorFor(u.ctx, u.userId, itemId);
    await other.write(edits([{ row: 1, column: 0, value: 'edited in Excel' }]), version);
    const before = await findItem(u.ctx.db, itemId);

    await expect(
      connector.write(edits([{ row: 1, column: 0, value: 'from Google' }]), version),
    ).rejects.toBeInstanceOf(VersionChangedError);
    expect(calls.some((call) => call.status === 412)).toBe(true);
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
    expect((await findItem(u.ctx.db, itemId))?.version).toBe(before?.version);
    expect((await connector.read()).cells[1]).toEqual(['edited in Excel']);
  });

  it('waits as Retry-After asks when Graph throttles, then reads', async () => {
    const itemId = await workbookItem([['Item'], ['a']]);
    let throttled = false;
    const { fetchFn } = recordingFetch((url) => {
      if (throttled || !url.pathname.includes('usedRange')) return undefined;
      throttled = true;
      return new Response('{"error":{"code":"TooManyRequests"}}', {
        status: 429,
        headers: { 'retry-after': '3' },
      });
    });
    const retry = instantRetry();
    const connector = await oneDriveConnectorFor(u.ctx, u.userId, itemId, undefined, {
      fetch: fetchFn,
      retry,
    });
    expect((await connector.read()).cells).toEqual([['Item'], ['a']]);
    expect(retry.waits).toEqual([3000]);
  });

  it('calls a refused access token an authentication error', async () => {
    const itemId = await workbookItem([['Item'], ['a']]);
    const { fetchFn } = recordingFetch((url) =>
      url.pathname.includes('/graph/')
        ? new Response('{"error":{"code":"InvalidAuthenticationToken"}}', { status: 401 })
        : undefined,
    );
    const connector = await oneDriveConnectorFor(u.ctx, u.userId, itemId, undefined, {
      fetch: fetchFn,
      retry: instantRetry(),
    });
    await expect(connector.read()).rejects.toBeInstanceOf(SideAuthError);
  });
});
