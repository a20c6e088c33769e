import type { ServerContext } from '../../../../context';
import { DEV_SHEETS_PATH } from '../../../../config';
import { SecretUnreadableError } from '../../../../platform/secret-box';
import { googleRefreshToken } from '../../../sheets/connection-service';
import { sheetsOAuthClient } from '../../../sheets/google-oauth';
import { SideAuthError, type SideConnector } from '../side-connector';
import { GoogleSheetsConnector } from './connector';
import { ApiHttp, DEFAULT_RETRY, type Fetch, type RetryPolicy } from '../http/api-http';
import { RefreshTokenSource } from '../http/refresh-token-source';
import { GOOGLE_VOICE } from './google-http';

/** How tests reach the connector's network: a fetch of their own and a retry policy without waits. */
export interface ConnectorTransport {
  readonly fetch?: Fetch;
  readonly retry?: RetryPolicy;
}

/**
 * The user's Google sheet as a sync side: `sheetTitle`'s tab (or the first) of the spreadsheet,
 * with access tokens from the user's stored refresh token. Throws SideAuthError when the user
 * has not connected a Google account (or its token cannot be opened).
 */
export async function googleConnectorFor(
  ctx: ServerContext,
  userId: string,
  spreadsheetId: string,
  sheetTitle?: string,
  transport: ConnectorTransport = {},
): Promise<SideConnector> {
  const http = await googleHttpFor(ctx, userId, transport);
  return new GoogleSheetsConnector(http, ctx.config.googleSheets, spreadsheetId, sheetTitle);
}

/**
 * The user's calls to Google's APIs, with access tokens from their stored refresh token. Throws
 * SideAuthError when the user has not connected a Google account (or its token cannot be opened).
 */
export async function googleHttpFor(
  ctx: ServerContext,
  userId: string,
  transport: ConnectorTransport = {},
): Promise<ApiHttp> {
  const client = sheetsOAuthClient(ctx.config);
  const refreshToken = await googleRefreshToken(ctx, userId).catch((error: unknown) => {
    if (error instanceof SecretUnreadableError) return undefined;
    throw error;
  });
  if (!client || !refreshToken) throw new SideAuthError('No Google account is connected');
  const fetchFn = transport.fetch ?? fetch;
  const tokens = new RefreshTokenSource(client, refreshToken, fetchFn);
  return new ApiHttp(tokens, GOOGLE_VOICE, fetchFn, transport.retry ?? DEFAULT_RETRY);
}

const ID = '([A-Za-z0-9_-]{10,200})';
/** Google's addresses, and the development service's, which copy their shape. */
const SPREADSHEET_URL = new RegExp(
  `^https?://[^/]+(?:${DEV_SHEETS_PATH})?/spreadsheets/(?:u/\\d+/)?d/${ID}(?:[/?#].*)?$`,
);

/** The spreadsheet's id in its address; undefined when the address names no spreadsheet. */
export function spreadsheetIdFromUrl(url: string): string | undefined {
  return SPREADSHEET_URL.exec(url.trim())?.[1];
}
