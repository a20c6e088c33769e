import type { Config } from '../../config';
import { DEV_SHEETS_CLIENT } from '../../platform/dev-spreadsheet-service/oauth-routes';
import type { OAuthClient } from '../sync/connectors/google-sheets/token-source';

/**
 * The OAuth 2.0 side of connecting a Google account for sync: the drive.file scope (only files
 * the user picks or pastes), offline access for a refresh token, and consent asked every time so
 * that Google sends one. In local mode without credentials the development service answers.
 */
export const SHEETS_SCOPE = 'https://www.googleapis.com/auth/drive.file';

export function sheetsOAuthClient(config: Config): OAuthClient | undefined {
  const credentials =
    config.google ?? (config.googleSheets.devService ? DEV_SHEETS_CLIENT : undefined);
  return credentials && { ...credentials, tokenUrl: config.googleSheets.tokenUrl };
}

export function connectionCallbackUrl(config: Config): string {
  return `${config.appUrl}/api/sheets/connection/callback`;
}

export function authorizeUrl(config: Config, client: OAuthClient, state: string): string {
  const url = new URL(config.googleSheets.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: connectionCallbackUrl(config),
    response_type: 'code',
    scope: SHEETS_SCOPE,
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state,
  }).toString();
  return url.href;
}

/** The refresh token for an authorization code; undefined when Google refuses or sends none. */
export async function exchangeCode(
  config: Config,
  client: OAuthClient,
  code: string,
): Promise<{ refreshToken: string; scope: string } | undefined> {
  const response = await fetch(client.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uri: connectionCallbackUrl(config),
    }).toString(),
  });
  if (!response.ok) return undefined;
  const body = (await response.json()) as { refresh_token?: unknown; scope?: unknown };
  if (typeof body.refresh_token !== 'string') return undefined;
  const scope = typeof body.scope === 'string' ? body.scope : SHEETS_SCOPE;
  // Without drive.file the connector could open nothing: treat it as a refusal.
  if (!scope.split(' ').includes(SHEETS_SCOPE)) return undefined;
  return { refreshToken: body.refresh_token, scope };
}

/** Asks Google to forget a refresh token; a failure only leaves it unused, so it is ignored. */
export async function revokeToken(config: Config, token: string): Promise<void> {
  await fetch(config.googleSheets.revokeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  }).catch(() => undefined);
}
