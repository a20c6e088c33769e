import { SideAuthError, SideBusyError } from '../side-connector';
import type { Fetch } from './api-http';

/** Where a connector gets its access token; `forget` drops one the provider no longer accepts. */
export interface TokenSource {
  accessToken(): Promise<string>;
  forget(): void;
}

export interface OAuthClient {
  readonly tokenUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Sent with every refresh (Microsoft asks for the scopes again). */
  readonly refreshScope?: string;
  /** What errors call the provider, and what to say when it is down. */
  readonly providerName?: string;
  readonly busyMessage?: string;
}

/** Tokens are renewed this long before the provider says they expire. */
const EXPIRY_MARGIN_MS = 60_000;

const DEFAULT_BUSY_MESSAGE = 'The spreadsheet service is busy right now; Sheetwise will try again.';

/**
 * Access tokens from the user's stored refresh token (`grant_type=refresh_token`), kept until
 * shortly before they expire. A refused refresh (revoked, expired, the app removed from the
 * account) is an authentication error; the provider being down is "busy". A provider that
 * rotates refresh tokens (Microsoft) hands the new one to `onRotated`, to be kept in its place.
 */
export class RefreshTokenSource implements TokenSource {
  private current: { token: string; expiresAt: number } | undefined;

  constructor(
    private readonly client: OAuthClient,
    private refreshToken: string,
    private readonly fetchFn: Fetch = fetch,
    private readonly now: () => number = Date.now,
    private readonly onRotated?: (refreshToken: string) => Promise<void>,
  ) {}

  async accessToken(): Promise<string> {
    if (this.current && this.current.expiresAt > this.now()) return this.current.token;
    const provider = this.client.providerName ?? 'The provider';
    const response = await this.fetchFn(this.client.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: this.refreshToken,
        client_id: this.client.clientId,
        client_secret: this.client.clientSecret,
        ...(this.client.refreshScope ? { scope: this.client.refreshScope } : {}),
      }).toString(),
    }).catch(() => undefined);
    if (!response || response.status === 429 || response.status >= 500) {
      throw new SideBusyError(this.client.busyMessage ?? DEFAULT_BUSY_MESSAGE);
    }
    if (!response.ok) {
      throw new SideAuthError(`${provider} refused the refresh token (${response.status})`);
    }
    const body = (await response.json()) as {
      access_token?: unknown;
      expires_in?: unknown;
      refresh_token?: unknown;
    };
    if (typeof body.access_token !== 'string') {
      throw new SideAuthError(`${provider} sent no access token`);
    }
    if (typeof body.refresh_token === 'string' && body.refresh_token !== this.refreshToken) {
      this.refreshToken = body.refresh_token;
      await this.onRotated?.(body.refresh_token);
    }
    const lifetimeMs = (typeof body.expires_in === 'number' ? body.expires_in : 3600) * 1000;
    this.current = {
      token: body.access_token,
      expiresAt: this.now() + lifetimeMs - EXPIRY_MARGIN_MS,
    };
    return this.current.token;
  }

  forget(): void {
    this.current = undefined;
  }
}
