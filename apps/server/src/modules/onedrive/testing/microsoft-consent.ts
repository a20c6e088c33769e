import type { FastifyInstance } from 'fastify';
import type { SessionClient } from '../../../test/session-client';

/**
 * Walks a signed-in user through connecting Microsoft against the development service: the
 * connection's authorize URL, the consent page's Allow (or Deny) as `account`, and where the
 * consent sends the browser back to (the callback, not yet followed).
 */
export async function microsoftConsent(
  app: FastifyInstance,
  client: SessionClient,
  account: string,
  decision: 'allow' | 'deny' = 'allow',
): Promise<{ callbackPath: string; authorizeUrl: URL }> {
  const started = await client.request('POST', '/api/onedrive/connection', {
    returnTo: '/dashboard',
  });
  if (started.statusCode !== 200) throw new Error(`Connection did not start: ${started.body}`);
  const authorizeUrl = new URL(started.json<{ authorizeUrl: string }>().authorizeUrl);
  const page = await app.inject({ url: `${authorizeUrl.pathname}${authorizeUrl.search}` });
  const formCookie = page.cookies.find((cookie) => cookie.name === 'dev_onedrive_form');
  const formToken = /name="form_token" value="([^"]+)"/.exec(page.body)?.[1];
  if (!formCookie || !formToken) throw new Error('The consent page has no form token');
  const answer = await app.inject({
    method: 'POST',
    url: authorizeUrl.pathname,
    headers: {
      cookie: `dev_onedrive_form=${formCookie.value}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      form_token: formToken,
      decision,
      account,
      redirect_uri: authorizeUrl.searchParams.get('redirect_uri') ?? '',
      state: authorizeUrl.searchParams.get('state') ?? '',
      code_challenge: authorizeUrl.searchParams.get('code_challenge') ?? '',
    }).toString(),
  });
  const location = new URL(String(answer.headers.location));
  return { callbackPath: `${location.pathname}${location.search}`, authorizeUrl };
}

/** Connects the user's Microsoft account as `account`; throws unless it worked. */
export async function connectMicrosoft(
  app: FastifyInstance,
  client: SessionClient,
  account: string,
): Promise<void> {
  const { callbackPath } = await microsoftConsent(app, client, account);
  const callback = await client.request('GET', callbackPath);
  if (callback.headers.location !== '/dashboard?onedrive=connected') {
    throw new Error(`Microsoft was not connected: ${String(callback.headers.location)}`);
  }
}
