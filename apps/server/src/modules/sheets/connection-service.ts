import type { ConnectGoogleResponse } from '@sheetwise/contracts';
import { SHEET_ERROR_CODES, SHEET_MESSAGES } from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { refreshTokenBox, spendCallback, type ConnectionCallback } from '../connections/callback';
import { newConnectionState } from '../connections/oauth-states';
import { deleteRefreshToken, findRefreshToken, saveRefreshToken } from './connection-store';
import { authorizeUrl, exchangeCode, revokeToken, sheetsOAuthClient } from './google-oauth';
import { connect } from './store';

/**
 * Connecting a Google account for sync: a state bound to the user, single-use and short-lived,
 * sent with the person to Google's consent; the code that comes back is exchanged for a refresh
 * token, which is kept sealed (AES-256-GCM under a key derived from FILE_ENCRYPTION_KEY, bound
 * to the user's id) and never logged.
 */
const REFRESH_TOKEN_PURPOSE = 'google sheets refresh token';
const STATES = 'google_sheet_oauth_states';

const tokenBox = (ctx: ServerContext) => refreshTokenBox(ctx, REFRESH_TOKEN_PURPOSE);

export async function startConnection(
  ctx: ServerContext,
  userId: string,
): Promise<ConnectGoogleResponse> {
  const client = sheetsOAuthClient(ctx.config);
  if (!client) {
    throw new AppError(503, SHEET_ERROR_CODES.notConfigured, SHEET_MESSAGES.notConfigured);
  }
  const state = await newConnectionState(ctx.db, STATES, userId, ctx.clock.now());
  return { authorizeUrl: authorizeUrl(ctx.config, client, state) };
}

/** Whether the account is now connected; every refusal, forgery or replay is simply false. */
export async function finishConnection(
  ctx: ServerContext,
  userId: string,
  callback: ConnectionCallback,
): Promise<boolean> {
  const client = sheetsOAuthClient(ctx.config);
  if (!client) return false;
  const now = ctx.clock.now();
  const code = (await spendCallback(ctx, STATES, userId, callback, now))?.code;
  if (code === undefined) return false;
  const granted = await exchangeCode(ctx.config, client, code);
  if (!granted) return false;
  const sealed = tokenBox(ctx).seal(granted.refreshToken, userId);
  await ctx.db.transaction().execute(async (trx) => {
    await saveRefreshToken(trx, { userId, sealed, scope: granted.scope, now });
    await connect(trx, userId, now);
  });
  return true;
}

/** The user's refresh token, opened; undefined when the account was never connected. */
export async function googleRefreshToken(
  ctx: ServerContext,
  userId: string,
): Promise<string | undefined> {
  const sealed = await findRefreshToken(ctx.db, userId);
  return sealed === undefined ? undefined : tokenBox(ctx).open(sealed, userId);
}

/** Forgets the user's tokens here and, as a courtesy, at Google. */
export async function forgetConnection(ctx: ServerContext, userId: string): Promise<void> {
  const token = await googleRefreshToken(ctx, userId).catch(() => undefined);
  await deleteRefreshToken(ctx.db, userId);
  if (token) await revokeToken(ctx.config, token);
}
