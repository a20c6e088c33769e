import type { Config } from '../../config';
import { exchangeAuthorizationCode } from '../connections/code-exchange';
import { DEV_SHEETS_CLIENT } from '../../platform/dev-spreadsheet-service/oauth-routes';
import { GOOGLE_BUSY_MESSAGE } from '../sync/connectors/google-sheets/google-http';
import type { OAuthClient } from '../sync/connectors/http/refresh-token-source';

/**
 * The OAuth 2.0 side of connecting a Google account for sync: the drive.file scope (only files
 * the user picks or pastes), offline access for a refresh token, and consent asked every time so
 * that Google sends one. In local mode without credentials the development service answers.
 */
export const SHEETS_SCOPE = 'https://www.googleapis.com/auth/drive.file';

export function sheetsOAuthClient(config: Config): OAuthClient | undefined {
  const credentials =
    config.google ?? (config.googleSheets.devService ? DEV_SHEETS_CLIENT : undefined);
  return (
    credentials && {
      ...credentials,
      tokenUrl: config.googleSheets.tokenUrl,
      providerName: 'Google',
      busyMessage: GOOGLE_BUSY_MESSAGE,
    }
  );
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
  const granted = await exchangeAuthorizationCode({
    ...client,
    redirectUri: connectionCallbackUrl(config),
    code,
  });
  if (!granted) return undefined;
  const scope = granted.scope ?? SHEETS_SCOPE;
  // Without drive.file the connector could open nothing: treat it as a refusal.
  if (!scope.split(' ').includes(SHEETS_SCOPE)) return undefined;
  return { refreshToken: granted.refreshToken, scope };
}

/** Asks Google to forget a refresh token; a failure only leaves it unused, so it is ignored. */
export async function revokeToken(config: Config, token: string): Promise<void> {
  await fetch(config.googleSheets.revokeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  }).catch(() => undefined);
}
