import {
  ONEDRIVE_ERROR_CODES,
  ONEDRIVE_MESSAGES,
  type ConnectMicrosoftResponse,
  type OneDriveConnection,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { refreshTokenBox, spendCallback, type ConnectionCallback } from '../connections/callback';
import { exchangeAuthorizationCode } from '../connections/code-exchange';
import { carriedBy, newConnectionState } from '../connections/oauth-states';
import {
  deleteMicrosoftTokens,
  findMicrosoftTokens,
  replaceMicrosoftRefreshToken,
  saveMicrosoftTokens,
} from './connection-store';
import {
  accountFromIdToken,
  authorizeUrl,
  grantsFiles,
  MICROSOFT_SCOPES,
  microsoftCallbackUrl,
  microsoftOAuthClient,
  pkceVerifier,
} from './microsoft-oauth';

/**
 * Connecting a Microsoft account for OneDrive, shaped as the Google connection is: a state bound
 * to the user, single-use and short-lived (connections/oauth-states), sent with the person to
 * Microsoft's consent with a PKCE challenge; the code that comes back is exchanged with the
 * verifier for a refresh token, kept sealed (AES-256-GCM under a key derived from
 * FILE_ENCRYPTION_KEY, bound to the user's id) and never logged.
 */
const REFRESH_TOKEN_PURPOSE = 'microsoft onedrive refresh token';
const STATES = 'microsoft_oauth_states';

const tokenBox = (ctx: ServerContext) => refreshTokenBox(ctx, REFRESH_TOKEN_PURPOSE);

export async function startMicrosoftConnection(
  ctx: ServerContext,
  userId: string,
  returnTo: string | undefined,
): Promise<ConnectMicrosoftResponse> {
  const client = microsoftOAuthClient(ctx.config);
  if (!client) {
    throw new AppError(503, ONEDRIVE_ERROR_CODES.notConfigured, ONEDRIVE_MESSAGES.notConfigured);
  }
  const state = await newConnectionState(ctx.db, STATES, userId, ctx.clock.now(), returnTo);
  const verifier = pkceVerifier(ctx.masterKeys, state);
  return { authorizeUrl: authorizeUrl(ctx.config, client, state, verifier) };
}

/**
 * Whether the account is now connected, and the page the person started from; every refusal,
 * forgery or replay is simply not connected.
 */
export async function finishMicrosoftConnection(
  ctx: ServerContext,
  userId: string,
  callback: ConnectionCallback,
): Promise<{ connected: boolean; returnTo: string | undefined }> {
  const client = microsoftOAuthClient(ctx.config);
  if (!client) return { connected: false, returnTo: undefined };
  const now = ctx.clock.now();
  const spent = await spendCallback(ctx, STATES, userId, callback, now);
  if (!spent) return { connected: false, returnTo: undefined };
  const returnTo = carriedBy(spent.state);
  if (spent.code === undefined) return { connected: false, returnTo };
  const granted = await exchangeAuthorizationCode({
    ...client,
    redirectUri: microsoftCallbackUrl(ctx.config),
    code: spent.code,
    codeVerifier: pkceVerifier(ctx.masterKeys, spent.state),
    scope: MICROSOFT_SCOPES,
  });
  // Without Files.ReadWrite the connector could open nothing: treat it as a refusal.
  if (!granted || !grantsFiles(granted.scope)) return { connected: false, returnTo };
  await saveMicrosoftTokens(ctx.db, {
    userId,
    sealed: tokenBox(ctx).seal(granted.refreshToken, userId),
    scope: granted.scope ?? MICROSOFT_SCOPES,
    account: accountFromIdToken(granted.idToken) ?? 'Microsoft account',
    now,
  });
  return { connected: true, returnTo };
}

/** The user's refresh token, opened; undefined when no Microsoft account is connected. */
export async function microsoftRefreshToken(
  ctx: ServerContext,
  userId: string,
): Promise<string | undefined> {
  const row = await findMicrosoftTokens(ctx.db, userId);
  return row === undefined ? undefined : tokenBox(ctx).open(row.refresh_token_sealed, userId);
}

/** Microsoft rotates refresh tokens: the newest is sealed and kept. */
export async function keepRotatedRefreshToken(
  ctx: ServerContext,
  userId: string,
  refreshToken: string,
): Promise<void> {
  const sealed = tokenBox(ctx).seal(refreshToken, userId);
  await replaceMicrosoftRefreshToken(ctx.db, userId, sealed, ctx.clock.now());
}

export async function microsoftConnection(
  ctx: ServerContext,
  userId: string,
): Promise<OneDriveConnection> {
  const row = await findMicrosoftTokens(ctx.db, userId);
  return { connected: row !== undefined, account: row?.account ?? null };
}

/**
 * Forgets the user's tokens. Microsoft's identity platform has no endpoint to revoke one refresh
 * token; the person removes the app's access from their account's privacy settings.
 */
export async function forgetMicrosoftConnection(ctx: ServerContext, userId: string) {
  await deleteMicrosoftTokens(ctx.db, userId);
  return microsoftConnection(ctx, userId);
}
