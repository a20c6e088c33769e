import { SideAuthError, SideBusyError } from '../side-connector';
import { GOOGLE_BUSY_MESSAGE, type Fetch } from './google-http';

/** Where a connector gets its access token; `forget` drops one Google no longer accepts. */
export interface TokenSource {
  accessToken(): Promise<string>;
  forget(): void;
}

export interface OAuthClient {
  readonly tokenUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

/** Tokens are renewed this long before Google says they expire. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * Access tokens from the user's stored refresh token (`grant_type=refresh_token`), kept until
 * shortly before they expire. A refused refresh (revoked, expired, the app removed from the
 * account) is an authentication error; Google being down is "busy".
 */
export class RefreshTokenSource implements TokenSource {
  private current: { token: string; expiresAt: number } | undefined;

  constructor(
    private readonly client: OAuthClient,
    private readonly refreshToken: string,
    private readonly fetchFn: Fetch = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  async accessToken(): Promise<string> {
    if (this.current && this.current.expiresAt > this.now()) return this.current.token;
    const response = await this.fetchFn(this.client.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: this.refreshToken,
        client_id: this.client.clientId,
        client_secret: this.client.clientSecret,
      }).toString(),
    }).catch(() => undefined);
    if (!response || response.status === 429 || response.status >= 500) {
      throw new SideBusyError(GOOGLE_BUSY_MESSAGE);
    }
    if (!response.ok)
      throw new SideAuthError(`Google refused the refresh token (${response.status})`);
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') {
      throw new SideAuthError('Google sent no access token');
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
