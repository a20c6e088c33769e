import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { multipartBody, type UploadPart } from './multipart';
import { csrfPair } from './test-app';

/**
 * A browser-like client for inject tests: it keeps the cookies the server sets and sends the CSRF
 * header on unsafe requests, as the web app's api.ts does.
 */
export class SessionClient {
  private constructor(
    private readonly app: FastifyInstance,
    private readonly cookies = new Map<string, string>(),
  ) {}

  /**
   * The same browser, cookies shared, reaching another server process: as a load balancer sends
   * one person's requests to whichever process it likes.
   */
  on(app: FastifyInstance): SessionClient {
    return new SessionClient(app, this.cookies);
  }

  static async open(app: FastifyInstance): Promise<SessionClient> {
    const client = new SessionClient(app);
    const { header } = await csrfPair(app);
    client.cookies.set('csrf_token', header);
    return client;
  }

  /** A new user, registered and signed in through the API, with the id the server gave them. */
  static async signUp(
    app: FastifyInstance,
    email: string,
    password = 'analytical',
  ): Promise<{ client: SessionClient; id: string }> {
    const client = await SessionClient.open(app);
    const response = await client.request('POST', '/api/auth/register', {
      name: 'Ada',
      email,
      password,
    });
    if (response.statusCode !== 201) throw new Error(`Sign-up failed: ${response.body}`);
    return { client, id: response.json<{ user: { uid: string } }>().user.uid };
  }

  /** A new session for an existing user, signed in through the API. */
  static async signIn(
    app: FastifyInstance,
    email: string,
    password = 'analytical',
  ): Promise<SessionClient> {
    const client = await SessionClient.open(app);
    const response = await client.request('POST', '/api/auth/login', { email, password });
    if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.body}`);
    return client;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Every cookie this client holds, as a Cookie request header. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** Sends files as multipart/form-data to an upload route. */
  async upload(
    url: string,
    parts: UploadPart[],
    method: 'POST' | 'PUT' = 'POST',
  ): Promise<LightMyRequestResponse> {
    const { body, contentType } = multipartBody(parts);
    return this.app.inject({
      method,
      url,
      payload: body,
      headers: {
        'content-type': contentType,
        cookie: this.cookieHeader(),
        'x-csrf-token': this.cookies.get('csrf_token') ?? '',
      },
    });
  }

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: InjectOptions['payload'],
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {
      cookie: this.cookieHeader(),
    };
    if (method !== 'GET') headers['x-csrf-token'] = this.cookies.get('csrf_token') ?? '';
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    for (const cookie of response.cookies) {
      // A cleared cookie comes back empty and dated 1970; other expiry is the server's to enforce,
      // and tests move the server's clock, not this one.
      const cleared = cookie.value === '' || cookie.maxAge === 0 || cookie.expires?.getTime() === 0;
      if (cleared) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }
}
