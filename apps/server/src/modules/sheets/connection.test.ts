import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SheetsPanel } from '@sheetwise/contracts';
import { listenTestApp, type ListeningApp } from '../auth/google/testing/listening-app';
import { SessionClient } from '../../test/session-client';
import { buildTestApp } from '../../test/test-app';
import { testContext } from '../../test/test-context';
import { PRODUCTION_ENV } from '../../test/production-env';
import type { ServerContext } from '../../context';
import { SideAuthError } from '../sync/connectors/side-connector';
import { googleConnectorFor } from '../sync/connectors/google-sheets/connector-for';
import { createSpreadsheet } from '../../platform/dev-spreadsheet-service/store';
import { googleRefreshToken } from './connection-service';
import { consentTo } from './testing/google-consent';

describe('connecting a Google account for sync', () => {
  let t: ListeningApp;
  let ctx: ServerContext;
  let ada: { client: SessionClient; id: string };
  let eve: { client: SessionClient; id: string };

  beforeAll(async () => {
    const masterKeys = { current: randomBytes(32), old: [] };
    t = await listenTestApp({ masterKeys });
    ctx = testContext(t.database.db, t.config, undefined, masterKeys);
    ada = await SessionClient.signUp(t.app, 'ada@example.com');
    eve = await SessionClient.signUp(t.app, 'eve@example.com');
  });
  afterAll(() => t.close());

  const connected = async (client: SessionClient) =>
    (await client.request('GET', '/api/sheets')).json<SheetsPanel>().connected;

  it('asks for drive.file, offline access and consent, with a state', async () => {
    const response = await ada.client.request('POST', '/api/sheets/connection');
    const url = new URL(response.json<{ authorizeUrl: string }>().authorizeUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.origin}/dev-sheets/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      scope: 'https://www.googleapis.com/auth/drive.file',
      access_type: 'offline',
      prompt: 'consent',
      response_type: 'code',
      redirect_uri: `${t.origin}/api/sheets/connection/callback`,
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
  });

  it('refuses another user’s state, then connects its own user once, and never twice', async () => {
    const { callbackPath } = await consentTo(t.app, ada.client);
    const stolen = await eve.client.request('GET', callbackPath);
    expect(stolen.headers.location).toBe('/dashboard?sheets=denied');
    expect(await connected(eve.client)).toBe(false);

    const own = await ada.client.request('GET', callbackPath);
    expect(own.headers.location).toBe('/dashboard');
    expect(await connected(ada.client)).toBe(true);

    const replay = await ada.client.request('GET', callbackPath);
    expect(replay.headers.location).toBe('/dashboard?sheets=denied');
  });

  it('lands on the dashboard with sheets=denied when the person denies', async () => {
    const { callbackPath } = await consentTo(t.app, eve.client, 'deny');
    expect(callbackPath).toContain('error=access_denied');
    const response = await eve.client.request('GET', callbackPath);
    expect(response.headers.location).toBe('/dashboard?sheets=denied');
    expect(await connected(eve.client)).toBe(false);
  });

  it('keeps the refresh token sealed: the raw row never holds it', async () => {
    const token = await googleRefreshToken(ctx, ada.id);
    expect(token).toMatch(/^[\w-]{43}$/);
    const row = await t.database.db
      .selectFrom('google_sheet_tokens')
      .selectAll()
      .where('user_id', '=', ada.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.refresh_token_sealed).toMatch(/^v1\./);
    // Bound to its owner: the same sealed value does not open as another user's.
    await t.database.db
      .insertInto('google_sheet_tokens')
      .values({ ...row, user_id: eve.id })
      .execute();
    await expect(googleRefreshToken(ctx, eve.id)).rejects.toThrow('cannot be decrypted');
    await t.database.db.deleteFrom('google_sheet_tokens').where('user_id', '=', eve.id).execute();
    expect(t.logs.join('\n')).not.toContain(token);
  });

  it('gives SideAuthError once the refresh token is revoked, and after disconnecting', async () => {
    const spreadsheet = await createSpreadsheet(ctx.db, 'Revoked', new Date());
    const token = await googleRefreshToken(ctx, ada.id);
    await fetch(`${t.origin}/dev-sheets/oauth/revoke?token=${token ?? ''}`, { method: 'POST' });
    const connector = await googleConnectorFor(ctx, ada.id, spreadsheet.id);
    await expect(connector.read()).rejects.toBeInstanceOf(SideAuthError);

    const disconnected = await ada.client.request('DELETE', '/api/sheets/connection');
    expect(disconnected.json()).toEqual({ connected: false, sheets: [] });
    expect(await googleRefreshToken(ctx, ada.id)).toBeUndefined();
    await expect(googleConnectorFor(ctx, ada.id, spreadsheet.id)).rejects.toBeInstanceOf(
      SideAuthError,
    );
  });

  it('sends a signed-out callback to the dashboard as denied', async () => {
    const anonymous = await SessionClient.open(t.app);
    const response = await anonymous.request(
      'GET',
      '/api/sheets/connection/callback?code=x&state=y',
    );
    expect(response.headers.location).toBe('/dashboard?sheets=denied');
  });
});

describe('the connection in production without Google credentials', () => {
  it('answers that Google Sheets is not configured', async () => {
    const t = await buildTestApp({ env: PRODUCTION_ENV });
    const { client } = await SessionClient.signUp(t.app, 'ops@example.com');
    const response = await client.request('POST', '/api/sheets/connection');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'sheets-not-configured',
      message: 'Google Sheets is not configured on this server.',
    });
    await t.close();
  });
});
