import type { FastifyInstance } from 'fastify';
import type { SessionClient } from '../../../test/session-client';

/**
 * Walks a signed-in user through connecting Google against the development spreadsheet
 * service: the connection's authorize URL, the consent page's Allow (or Deny), and the callback.
 */
export async function consentTo(
  app: FastifyInstance,
  client: SessionClient,
  decision: 'allow' | 'deny' = 'allow',
): Promise<{ callbackPath: string }> {
  const started = await client.request('POST', '/api/sheets/connection');
  if (started.statusCode !== 200) throw new Error(`Connection did not start: ${started.body}`);
  const authorize = new URL(started.json<{ authorizeUrl: string }>().authorizeUrl);
  const page = await app.inject({ url: `${authorize.pathname}${authorize.search}` });
  const formCookie = page.cookies.find((cookie) => cookie.name === 'dev_sheets_form');
  const formToken = /name="form_token" value="([^"]+)"/.exec(page.body)?.[1];
  if (!formCookie || !formToken) throw new Error('The consent page has no form token');
  const answer = await app.inject({
    method: 'POST',
    url: authorize.pathname,
    headers: {
      cookie: `dev_sheets_form=${formCookie.value}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      form_token: formToken,
      decision,
      redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
      state: authorize.searchParams.get('state') ?? '',
    }).toString(),
  });
  const location = new URL(String(answer.headers.location));
  return { callbackPath: `${location.pathname}${location.search}` };
}
