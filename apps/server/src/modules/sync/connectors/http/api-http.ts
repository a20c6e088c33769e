import {
  SideAuthError,
  SideBusyError,
  SideNotFoundError,
  VersionChangedError,
} from '../side-connector';
import type { TokenSource } from './refresh-token-source';

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

/** What a provider's failures are called, and how it says "quota" when it does not say 429. */
export interface ApiVoice {
  /** The provider's name in errors that are logged, e.g. "Google". */
  readonly name: string;
  readonly busyMessage: string;
  readonly notFoundMessage: string;
  /** A 403 that means "slow down" rather than "no access" (Google's rate limits). */
  readonly isQuotaRefusal?: (response: Response) => Promise<boolean>;
}

export type ApiMethod = 'GET' | 'POST' | 'PATCH' | 'PUT';

export interface ApiRequest {
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Sent as they are (a file's content), instead of a JSON body. */
  readonly bytes?: { readonly content: Uint8Array; readonly type: string };
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * Calls a provider's REST API with the user's access token: JSON in and out, 429 and 5xx tried
 * again (honouring Retry-After) a bounded number of times, and failures turned into the
 * connector's errors: 401 and 403 refuse access, 404 is a missing file, 412 a file that changed
 * since it was read, 423 a file locked by someone editing it. Neither cell contents nor tokens are
 * ever put in an error or a log.
 */
export class ApiHttp {
  constructor(
    private readonly tokens: TokenSource,
    private readonly voice: ApiVoice,
    private readonly fetchFn: Fetch = fetch,
    private readonly retry: RetryPolicy = DEFAULT_RETRY,
  ) {}

  async json<T>(method: ApiMethod, url: string, body?: unknown): Promise<T> {
    const response = await this.send(method, url, body === undefined ? {} : { body });
    return (await response.json()) as T;
  }

  /** The answer's JSON, or undefined when it has no body (204). */
  async call<T>(method: ApiMethod, url: string, request: ApiRequest = {}): Promise<T | undefined> {
    const response = await this.send(method, url, request);
    const text = await response.text();
    return text === '' ? undefined : (JSON.parse(text) as T);
  }

  private async send(method: ApiMethod, url: string, request: ApiRequest): Promise<Response> {
    let refreshed = false;
    for (let attempt = 1; ; attempt += 1) {
      // A refused refresh token throws here, outside the retries: it is no network failure.
      const token = await this.tokens.accessToken();
      const response = await this.attempt(token, method, url, request).catch(() => undefined);
      const status = response?.status ?? 503;
      if (response?.ok) return response;
      if (status === 401 && !refreshed) {
        // The access token may have expired early; one fresh token, then it is a refusal.
        refreshed = true;
        this.tokens.forget();
        attempt -= 1;
        continue;
      }
      const quota =
        status === 403 && response && this.voice.isQuotaRefusal
          ? await this.voice.isQuotaRefusal(response)
          : false;
      if (status === 401 || (status === 403 && !quota)) {
        throw new SideAuthError(`${this.voice.name} refused access (${status})`);
      }
      if (status === 404) throw new SideNotFoundError(this.voice.notFoundMessage);
      if (status === 412) throw new VersionChangedError();
      if (status === 423) throw new SideBusyError(this.voice.busyMessage);
      if (!retryable(status) && !quota) {
        throw new Error(
          `${this.voice.name} answered ${status} to ${method} ${new URL(url).pathname}`,
        );
      }
      if (attempt >= this.retry.attempts) throw new SideBusyError(this.voice.busyMessage);
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
    method: ApiMethod,
    url: string,
    request: ApiRequest,
  ): Promise<Response> {
    const headers: Record<string, string> = {
      ...request.headers,
      authorization: `Bearer ${token}`,
      accept: 'application/json',
    };
    if (request.bytes) {
      headers['content-type'] = request.bytes.type;
      return this.fetchFn(url, { method, headers, body: request.bytes.content });
    }
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    return this.fetchFn(url, {
      method,
      headers,
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
  }
}
