import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OneDriveConnection, SyncPair } from '@sheetwise/contracts';
import { createItem } from '../../platform/dev-microsoft-service/drive-store';
import { SecretBox, SecretUnreadableError } from '../../platform/secret-box';
import { SessionClient } from '../../test/session-client';
import {
  connectedUser,
  type ConnectedUser,
} from '../sync/connectors/google-sheets/testing/connected-user';
import { consentTo } from '../sheets/testing/google-consent';
import { microsoftRefreshToken } from './connection-service';
import { connectMicrosoft, microsoftConsent } from './testing/microsoft-consent';
import { testWorkbook } from './testing/workbooks';

describe('connecting Microsoft for OneDrive', () => {
  let u: ConnectedUser;

  beforeAll(async () => {
    u = await connectedUser();
  });
  afterAll(() => u.t.close());

  const connection = async (client: SessionClient) =>
    (await client.request('GET', '/api/onedrive/connection')).json<OneDriveConnection>();

  it('asks for the scopes with a PKCE challenge, and keeps the refresh token sealed', async () => {
    const { callbackPath, authorizeUrl } = await microsoftConsent(
      u.t.app,
      u.client,
      'ada@example.com',
    );
    expect(authorizeUrl.pathname).toBe('/dev-onedrive/oauth2/v2.0/authorize');
    expect(authorizeUrl.searchParams.get('scope')).toBe(
      'openid profile offline_access Files.ReadWrite',
    );
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorizeUrl.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(await connection(u.client)).toEqual({ connected: false, account: null });

    const callback = await u.client.request('GET', callbackPath);
    expect(callback.headers.location).toBe('/dashboard?onedrive=connected');
    expect(await connection(u.client)).toEqual({ connected: true, account: 'ada@example.com' });

    const row = await u.ctx.db
      .selectFrom('microsoft_tokens')
      .selectAll()
      .where('user_id', '=', u.userId)
      .executeTakeFirstOrThrow();
    const token = await microsoftRefreshToken(u.ctx, u.userId);
    expect(token).toMatch(/^[\w-]{20,}$/);
    expect(row.refresh_token_sealed).not.toContain(token);
    // Sealed for this user: copied to another user's row, it does not open.
    const box = new SecretBox(u.ctx.masterKeys, 'microsoft onedrive refresh token');
    expect(() => box.open(row.refresh_token_sealed, randomUUID())).toThrow(SecretUnreadableError);
  });

  it('spends the state once: the same callback again connects nothing', async () => {
    const { callbackPath } = await microsoftConsent(u.t.app, u.client, 'ada@example.com');
    expect((await u.client.request('GET', callbackPath)).headers.location).toBe(
      '/dashboard?onedrive=connected',
    );
    expect((await u.client.request('GET', callbackPath)).headers.location).toBe(
      '/dashboard?onedrive=denied',
    );
  });

  it('binds the state to its user: another user cannot finish my connection', async () => {
    const other = await SessionClient.signUp(u.t.app, `grace-${randomUUID()}@example.com`);
    const { callbackPath } = await microsoftConsent(u.t.app, other.client, 'grace@example.com');
    expect((await u.client.request('GET', callbackPath)).headers.location).toBe(
      '/dashboard?onedrive=denied',
    );
    expect(await connection(u.client)).not.toEqual({
      connected: true,
      account: 'grace@example.com',
    });
    // A stranger's try does not spend it: its own user still finishes.
    expect((await other.client.request('GET', callbackPath)).headers.location).toBe(
      '/dashboard?onedrive=connected',
    );
    expect(await connection(other.client)).toEqual({
      connected: true,
      account: 'grace@example.com',
    });
  });

  it('refuses a code redeemed without its PKCE verifier', async () => {
    const { callbackPath } = await microsoftConsent(u.t.app, u.client, 'ada@example.com');
    const code = new URL(callbackPath, 'http://x').searchParams.get('code') ?? '';
    const token = await u.t.app.inject({
      method: 'POST',
      url: '/dev-onedrive/oauth2/v2.0/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier: 'a'.repeat(43),
        client_id: 'sheetwise-dev-onedrive',
        client_secret: 'dev-onedrive-local-secret',
        redirect_uri: `${u.t.origin}/api/onedrive/connection/callback`,
      }).toString(),
    });
    expect(token.statusCode).toBe(400);
  });

  it('links only my own workbook: another user gets 404 for my item and my pair', async () => {
    await connectMicrosoft(u.t.app, u.client, 'ada@example.com');
    const content = await testWorkbook([['Item'], ['a']]);
    const mine = await createItem(
      u.ctx.db,
      { account: 'ada@example.com', name: 'mine.xlsx', content },
      new Date(),
    );
    const addPair = async (client: SessionClient) =>
      (
        await client.request('POST', '/api/sheets', {
          url: `${u.t.origin}/dev-sheets/spreadsheets/d/${randomUUID()}/edit`,
        })
      ).json<{ id: string }>().id;
    const myPair = await addPair(u.client);

    const other = await SessionClient.signUp(u.t.app, `bob-${randomUUID()}@example.com`);
    const google = await consentTo(u.t.app, other.client);
    await other.client.request('GET', google.callbackPath);
    await connectMicrosoft(u.t.app, other.client, 'bob@example.com');
    const theirPair = await addPair(other.client);
    const byId = await other.client.request('PUT', `/api/sync/pairs/${theirPair}/onedrive`, {
      itemId: mine.id,
    });
    expect(byId.statusCode, byId.body).toBe(404);
    const byLink = await other.client.request('PUT', `/api/sync/pairs/${theirPair}/onedrive`, {
      url: `${u.t.origin}/dev-onedrive/items/${encodeURIComponent(mine.id)}`,
    });
    expect(byLink.statusCode).toBe(404);
    const onMyPair = await other.client.request('PUT', `/api/sync/pairs/${myPair}/onedrive`, {
      itemId: mine.id,
    });
    expect(onMyPair.statusCode).toBe(404);
    expect((await other.client.request('GET', '/api/onedrive/files')).json()).toEqual({
      files: [],
    });

    const linked = await u.client.request('PUT', `/api/sync/pairs/${myPair}/onedrive`, {
      url: `${u.t.origin}/dev-onedrive/items/${encodeURIComponent(mine.id)}`,
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json<SyncPair>().workbookSource).toEqual({
      kind: 'onedrive',
      itemId: mine.id,
      name: 'mine.xlsx',
      webUrl: `${u.t.origin}/dev-onedrive/items/${encodeURIComponent(mine.id)}`,
    });
    expect(linked.json<SyncPair>().sheet.hasWorkbook).toBe(true);
  });

  it('forgets the connection on disconnect', async () => {
    await connectMicrosoft(u.t.app, u.client, 'ada@example.com');
    const answer = await u.client.request('DELETE', '/api/onedrive/connection');
    expect(answer.json()).toEqual({ connected: false, account: null });
    expect((await u.client.request('GET', '/api/onedrive/files')).statusCode).toBe(409);
  });
});
