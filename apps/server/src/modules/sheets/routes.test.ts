import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sheet, SheetsPanel } from '@sheetwise/contracts';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { connect } from './store';

const SHEET_URL = 'https://docs.google.com/spreadsheets/d/1AbC/edit';

describe.each(testEngines())('the sheets panel API on %s', (engine) => {
  let t: TestApp;
  let owner: SessionClient;
  let ownerId: string;
  let stranger: SessionClient;

  beforeAll(async () => {
    t = await buildTestApp({ engine });
    ({ client: owner, id: ownerId } = await SessionClient.signUp(t.app, 'owner@example.com'));
    stranger = (await SessionClient.signUp(t.app, 'stranger@example.com')).client;
  });
  afterAll(() => t.close());

  it('starts disconnected with no sheets, and refuses sheets until connected', async () => {
    expect((await owner.request('GET', '/api/sheets')).json()).toEqual({
      connected: false,
      sheets: [],
    });
    const refused = await owner.request('POST', '/api/sheets', { url: SHEET_URL });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('sheets-not-connected');
  });

  it('adds New Sheet 1, 2… as pending and never synced, with the URL trimmed', async () => {
    // Google's consent is connection.test.ts's subject; here the account is simply connected.
    await connect(t.database.db, ownerId, new Date());
    const first = await owner.request('POST', '/api/sheets', { url: `  ${SHEET_URL}  ` });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      name: 'New Sheet 1',
      url: SHEET_URL,
      status: 'pending',
      lastSync: null,
      rows: 0,
    });
    const second = await owner.request('POST', '/api/sheets', { url: 'http://example.com/sheet' });
    expect(second.json<Sheet>().name).toBe('New Sheet 2');
    const panel = (await owner.request('GET', '/api/sheets')).json<SheetsPanel>();
    expect(panel.connected).toBe(true);
    expect(panel.sheets.map((s) => s.name)).toEqual(['New Sheet 1', 'New Sheet 2']);
  });

  it.each([
    ['   ', 'sheet-url-required', 'Please enter the sheet’s URL.'],
    [
      'javascript:alert(1)',
      'sheet-url-invalid',
      'Please enter a web address starting with https:// or http://.',
    ],
    [
      'not a url',
      'sheet-url-invalid',
      'Please enter a web address starting with https:// or http://.',
    ],
  ])('refuses the URL %j and adds nothing', async (url, code, message) => {
    const before = (await owner.request('GET', '/api/sheets')).json<SheetsPanel>().sheets.length;
    const response = await owner.request('POST', '/api/sheets', { url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code, message });
    expect((await owner.request('GET', '/api/sheets')).json<SheetsPanel>().sheets).toHaveLength(
      before,
    );
  });

  it('keeps each user’s sheets to themselves', async () => {
    const [sheet] = (await owner.request('GET', '/api/sheets')).json<SheetsPanel>().sheets;
    expect((await stranger.request('GET', '/api/sheets')).json()).toEqual({
      connected: false,
      sheets: [],
    });
    const steal = await stranger.request('DELETE', `/api/sheets/${sheet?.id ?? ''}`);
    expect(steal.statusCode).toBe(404);
    expect((await owner.request('GET', '/api/sheets')).json<SheetsPanel>().sheets).toHaveLength(2);
  });

  it('removes one sheet, and numbering carries on after it', async () => {
    const [first] = (await owner.request('GET', '/api/sheets')).json<SheetsPanel>().sheets;
    expect((await owner.request('DELETE', `/api/sheets/${first?.id ?? ''}`)).statusCode).toBe(204);
    const third = await owner.request('POST', '/api/sheets', { url: SHEET_URL });
    expect(third.json<Sheet>().name).toBe('New Sheet 3');
    expect((await owner.request('DELETE', '/api/sheets/not-a-uuid')).statusCode).toBe(400);
  });

  it('clears the list on disconnect', async () => {
    const response = await owner.request('DELETE', '/api/sheets/connection');
    expect(response.json()).toEqual({ connected: false, sheets: [] });
    expect((await owner.request('GET', '/api/sheets')).json()).toEqual({
      connected: false,
      sheets: [],
    });
  });

  it('needs a signed-in user', async () => {
    const anonymous = await SessionClient.open(t.app);
    expect((await anonymous.request('GET', '/api/sheets')).statusCode).toBe(401);
  });
});
