import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { PRODUCTION_ENV } from '../../test/production-env';
import { systemClock } from '../clock';
import { mountDevSpreadsheetService } from './mount';
import { findSpreadsheet } from './store';

describe('where the development spreadsheet service runs', () => {
  it('refuses to be mounted outside local mode', async () => {
    const config = loadConfig(PRODUCTION_ENV);
    const t = await buildTestApp();
    await expect(
      mountDevSpreadsheetService(Fastify(), { config, db: t.database.db, clock: systemClock }),
    ).rejects.toThrow('must never run outside local mode');
    await t.close();
  });

  it('is absent from a production server', async () => {
    const t = await buildTestApp({ env: PRODUCTION_ENV });
    expect((await t.app.inject({ url: '/dev-sheets' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/dev-sheets/oauth/authorize' })).statusCode).toBe(404);
    expect(t.config.googleSheets.sheetsApiUrl).toBe('https://sheets.googleapis.com');
    await t.close();
  });
});

describe('the development spreadsheet grid', () => {
  let t: TestApp;
  let cookie: string;
  let formToken: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const home = await t.app.inject({ url: '/dev-sheets' });
    expect(home.statusCode).toBe(200);
    cookie = `dev_sheets_form=${home.cookies.find((c) => c.name === 'dev_sheets_form')?.value ?? ''}`;
    formToken = /name="form_token" value="([^"]+)"/.exec(home.body)?.[1] ?? '';
  });
  afterAll(() => t.close());

  const post = (
    url: string,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });

  it('creates a spreadsheet and edits its cells as typed, at a Google-shaped address', async () => {
    const created = await post('/dev-sheets/spreadsheets', {
      form_token: formToken,
      title: 'Budget',
    });
    expect(created.statusCode).toBe(303);
    const editUrl = String(created.headers.location);
    const id = /^\/dev-sheets\/spreadsheets\/d\/([\w-]+)\/edit$/.exec(editUrl)?.[1] ?? '';
    const page = await t.app.inject({ url: editUrl });
    expect(page.body).toContain('<input name="cell_B2" aria-label="B2" value="">');

    const saved = await post(editUrl, {
      form_token: formToken,
      cell_A1: "'00042",
      cell_B1: '00042',
      cell_A2: '2024-03-01',
      cell_B2: '=A2+1',
      cell_C2: 'TRUE',
    });
    expect(saved.headers.location).toBe(`${editUrl}?saved=1`);
    const stored = await findSpreadsheet(t.database.db, id);
    expect(stored?.version).toBe(2);
    expect(stored?.sheets[0]?.cells).toEqual({
      '0:0': { value: '00042' },
      '0:1': { value: 42 },
      '1:0': { value: 45352, format: 'DATE' },
      '1:1': { value: null, formula: '=A2+1' },
      '1:2': { value: true },
    });
    const shown = (await t.app.inject({ url: `${editUrl}?saved=1` })).body;
    expect(shown).toContain('aria-label="A1" value="&#39;00042"');
    expect(shown).toContain('aria-label="A2" value="2024-03-01"');
    expect(shown).toContain('role="status">Saved.');
  });

  it('refuses a form without this page’s token, or posted from another site', async () => {
    const forged = await post('/dev-sheets/spreadsheets', { form_token: 'guess', title: 'X' });
    expect(forged.statusCode).toBe(403);
    const crossSite = await post(
      '/dev-sheets/spreadsheets',
      { form_token: formToken, title: 'X' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
  });

  it('answers API calls only with a live Bearer token', async () => {
    const response = await t.app.inject({ url: '/dev-sheets/drive/v3/files/any?fields=version' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { status: 'UNAUTHENTICATED' } });
  });
});
