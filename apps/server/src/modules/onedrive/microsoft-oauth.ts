import { createHash, createHmac, hkdfSync } from 'node:crypto';
import type { Config } from '../../config';
import { DEV_MICROSOFT_CLIENT } from '../../platform/dev-microsoft-service/oauth-routes';
import type { MasterKeys } from '../../platform/secret-box';
import { ONEDRIVE_BUSY_MESSAGE } from '../sync/connectors/onedrive/graph-api';
import type { OAuthClient } from '../sync/connectors/http/refresh-token-source';

/**
 * The OpenID Connect side of connecting a Microsoft account for OneDrive: the authorization-code
 * flow with PKCE against the Microsoft identity platform's v2.0 endpoints below the configured
 * authority, asking to sign in (openid, profile), for a refresh token (offline_access) and for the
 * user's files (Files.ReadWrite). In local mode without credentials the development service answers.
 */
export const MICROSOFT_SCOPES = 'openid profile offline_access Files.ReadWrite';

export function microsoftOAuthClient(config: Config): OAuthClient | undefined {
  const { microsoft } = config;
  const credentials = microsoft.client ?? (microsoft.devService ? DEV_MICROSOFT_CLIENT : undefined);
  return (
    credentials && {
      ...credentials,
      tokenUrl: `${microsoft.authority}/oauth2/v2.0/token`,
      refreshScope: MICROSOFT_SCOPES,
      providerName: 'Microsoft',
      busyMessage: ONEDRIVE_BUSY_MESSAGE,
    }
  );
}

export function microsoftCallbackUrl(config: Config): string {
  return `${config.appUrl}/api/onedrive/connection/callback`;
}

/**
 * PKCE's verifier for a state: an HMAC of the state under a key derived from the master key, so
 * only this server can make it, and nothing needs storing between the two legs of the flow.
 */
export function pkceVerifier(masterKeys: MasterKeys, state: string): string {
  const key = Buffer.from(
    hkdfSync('sha256', masterKeys.current, Buffer.alloc(0), 'sheetwise: microsoft pkce', 32),
  );
  return createHmac('sha256', key).update(state).digest('base64url');
}

export const pkceChallenge = (verifier: string) =>
  createHash('sha256').update(verifier).digest('base64url');

export function authorizeUrl(
  config: Config,
  client: OAuthClient,
  state: string,
  verifier: string,
): string {
  const url = new URL(`${config.microsoft.authority}/oauth2/v2.0/authorize`);
  url.search = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: microsoftCallbackUrl(config),
    response_type: 'code',
    response_mode: 'query',
    scope: MICROSOFT_SCOPES,
    state,
    code_challenge: pkceChallenge(verifier),
    code_challenge_method: 'S256',
    prompt: 'select_account',
  }).toString();
  return url.href;
}

/** Whether the granted scopes let the connector read and write the user's files. */
export const grantsFiles = (scope: string | undefined) =>
  scope === undefined || /(^|[\s/])Files\.ReadWrite(\s|$)/i.test(scope);

/**
 * The account's sign-in name from the ID token's claims. The token came straight from the token
 * endpoint over TLS, so (as OpenID Connect allows for the code flow) its signature is not checked;
 * it only names the account for the screens and authorizes nothing.
 */
export function accountFromIdToken(idToken: string | undefined): string | undefined {
  const payload = idToken?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const name = claims.preferred_username ?? claims.email ?? claims.name;
    return typeof name === 'string' && name !== '' ? name.slice(0, 320) : undefined;
  } catch {
    return undefined;
  }
}
