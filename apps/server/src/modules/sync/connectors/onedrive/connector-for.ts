import type { ServerContext } from '../../../../context';
import { SecretUnreadableError } from '../../../../platform/secret-box';
import {
  keepRotatedRefreshToken,
  microsoftRefreshToken,
} from '../../../onedrive/connection-service';
import { microsoftOAuthClient } from '../../../onedrive/microsoft-oauth';
import type { ConnectorTransport } from '../google-sheets/connector-for';
import { ApiHttp, DEFAULT_RETRY } from '../http/api-http';
import { RefreshTokenSource } from '../http/refresh-token-source';
import { SideAuthError } from '../side-connector';
import { OneDriveConnector } from './connector';
import { ONEDRIVE_VOICE } from './graph-api';

/**
 * Graph as the user: access tokens from their stored Microsoft refresh token (rotated ones kept).
 * Throws SideAuthError when no Microsoft account is connected (or its token cannot be opened).
 */
export async function graphFor(
  ctx: ServerContext,
  userId: string,
  transport: ConnectorTransport = {},
): Promise<ApiHttp> {
  const client = microsoftOAuthClient(ctx.config);
  const refreshToken = await microsoftRefreshToken(ctx, userId).catch((error: unknown) => {
    if (error instanceof SecretUnreadableError) return undefined;
    throw error;
  });
  if (!client || !refreshToken) throw new SideAuthError('No Microsoft account is connected');
  const fetchFn = transport.fetch ?? fetch;
  const tokens = new RefreshTokenSource(client, refreshToken, fetchFn, Date.now, (rotated) =>
    keepRotatedRefreshToken(ctx, userId, rotated),
  );
  return new ApiHttp(tokens, ONEDRIVE_VOICE, fetchFn, transport.retry ?? DEFAULT_RETRY);
}

/** The workbook `itemId` in the user's OneDrive as a sync side: `sheetName`'s worksheet, or the first. */
export async function oneDriveConnectorFor(
  ctx: ServerContext,
  userId: string,
  itemId: string,
  sheetName?: string,
  transport: ConnectorTransport = {},
): Promise<OneDriveConnector> {
  const http = await graphFor(ctx, userId, transport);
  return new OneDriveConnector(http, ctx.config.microsoft.graphUrl, itemId, sheetName);
}
