import { randomBytes } from 'node:crypto';
import type { ServerContext } from '../../../../../context';
import { listenTestApp, type ListeningApp } from '../../../../auth/google/testing/listening-app';
import { SessionClient } from '../../../../../test/session-client';
import type { TestAppOptions } from '../../../../../test/test-app';
import { testContext } from '../../../../../test/test-context';
import { consentTo } from '../../../../sheets/testing/google-consent';

export interface ConnectedUser {
  t: ListeningApp;
  ctx: ServerContext;
  client: SessionClient;
  userId: string;
}

/** A listening app with the development spreadsheet service, and a user who connected Google. */
export async function connectedUser(
  email = 'ada@example.com',
  options: Omit<TestAppOptions, 'masterKeys' | 'extend'> = {},
): Promise<ConnectedUser> {
  const masterKeys = { current: randomBytes(32), old: [] };
  const t = await listenTestApp({ ...options, masterKeys });
  const { client, id } = await SessionClient.signUp(t.app, email);
  const { callbackPath } = await consentTo(t.app, client);
  const callback = await client.request('GET', callbackPath);
  if (callback.headers.location !== '/dashboard') throw new Error('Google was not connected');
  const ctx = testContext(t.database.db, t.config, undefined, masterKeys);
  return { t, ctx, client, userId: id };
}

/** A raw call to the development service's API, as Google's own client would make it. */
export async function devApi(
  t: ListeningApp,
  accessToken: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${t.origin}/dev-sheets${path}`, {
    method,
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
