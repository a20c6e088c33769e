import { SideAuthError, SideBusyError, SideNotFoundError } from '../side-connector';
import type { TokenSource } from './token-source';

export const GOOGLE_BUSY_MESSAGE = 'Google is busy right now; Sheetwise will try again.';
export const GOOGLE_NOT_FOUND_MESSAGE =
  'The Google spreadsheet or its sheet was not found, or it is no longer shared with Sheetwise.';

/** How a throttled or failing call is tried again: exponential backoff with full jitter. */
export interface RetryPolicy {
  readonly attempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  readonly sleep: (ms: number) => Promise<void>;
  /** A number in [0, 1); Math.random in production. */
  readonly random: () => number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  attempts: 5,
  baseDelayMs: 500,
  maxDelayMs: 32_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

export type Fetch = typeof fetch;

/** Seconds or an HTTP date, as Retry-After may say; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function retryable(status: number): boolean {
  return status === 429 || status >= 500;
}

/** Google says "quota" with a 403 too; those wait like a 429 rather than mean "no access". */
async function isQuotaRefusal(response: Response): Promise<boolean> {
  const text = await response
    .clone()
    .text()
    .catch(() => '');
  return /rateLimitExceeded|userRateLimitExceeded|RESOURCE_EXHAUSTED|quotaExceeded/.test(text);
}

/**
 * Calls Google's REST APIs with the user's access token: JSON in and out, 429 and 5xx tried again
 * (honouring Retry-After) a bounded number of times, and failures turned into the connector's
 * errors. Neither cell contents nor tokens are ever put in an error or a log.
 */
export class GoogleHttp {
  constructor(
    private readonly tokens: TokenSource,
    private readonly fetchFn: Fetch = fetch,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
  ) {}

  async json<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
    const response = await this.send(method, url, body);
    return (await response.json()) as T;
  }

  private async send(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Response> {
    let refreshed = false;
    for (let attempt = 1; ; attempt += 1) {
      // A refused refresh token throws here, outside the retries: it is no network failure.
      const token = await this.tokens.accessToken();
      const response = await this.attempt(token, method, url, body).catch(() => undefined);
      const status = response?.status ?? 503;
      if (response?.ok) return response;
      if (status === 401 && !refreshed) {
        // The access token may have expired early; one fresh token, then it is a refusal.
        refreshed = true;
        this.tokens.forget();
        attempt -= 1;
        continue;
      }
      const quota = status === 403 && response ? await isQuotaRefusal(response) : false;
      if (status === 401 || (status === 403 && !quota)) {
        throw new SideAuthError(`Google refused access (${status})`);
      }
      if (status === 404) throw new SideNotFoundError(GOOGLE_NOT_FOUND_MESSAGE);
      if (!retryable(status) && !quota) {
        throw new Error(`Google answered ${status} to ${method} ${new URL(url).pathname}`);
      }
      if (attempt >= this.retry.attempts) throw new SideBusyError(GOOGLE_BUSY_MESSAGE);
      await this.retry.sleep(this.delayMs(attempt, response));
    }
  }

  private delayMs(attempt: number, response: Response | undefined): number {
    const asked = retryAfterMs(response?.headers.get('retry-after') ?? null, Date.now());
    if (asked !== undefined) return Math.min(asked, this.retry.maxDelayMs);
    const ceiling = Math.min(this.retry.maxDelayMs, this.retry.baseDelayMs * 2 ** (attempt - 1));
    return Math.round(ceiling / 2 + (this.retry.random() * ceiling) / 2);
  }

  private attempt(
    token: string,
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
  ): Promise<Response> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    return this.fetchFn(url, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }
}
