import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionClient } from '../test/session-client';
import { buildTestApp, csrfPair, type TestApp } from '../test/test-app';
import { CSRF_EXEMPT } from './csrf';

describe('CSRF protection', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      extend: (app) => {
        app.post('/api/echo', () => ({ ok: true }));
        app.post('/api/hooks/signed', { config: CSRF_EXEMPT }, () => ({ ok: true }));
        app.post('/api/webhooks/unmarked', () => ({ ok: true }));
      },
    });
  });
  afterAll(() => t.close());

  it('hands out a script-readable SameSite=Lax token when the request has none', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const cookie = response.cookies.find((c) => c.name === 'csrf_token');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
  });

  it('does not replace a token the browser already has', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { cookie: 'csrf_token=existing' },
    });
    expect(response.cookies.find((c) => c.name === 'csrf_token')).toBeUndefined();
  });

  it('accepts an unsafe request that echoes the token', async () => {
    const { cookie, header } = await csrfPair(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { cookie, 'x-csrf-token': header },
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['no header', (c: { cookie: string; header: string }) => ({ cookie: c.cookie })],
    ['no cookie', (c: { cookie: string; header: string }) => ({ 'x-csrf-token': c.header })],
    [
      'a different token',
      (c: { cookie: string; header: string }) => ({ cookie: c.cookie, 'x-csrf-token': 'forged' }),
    ],
    [
      'a cross-site origin',
      (c: { cookie: string; header: string }) => ({
        cookie: c.cookie,
        'x-csrf-token': c.header,
        'sec-fetch-site': 'cross-site',
      }),
    ],
  ])('refuses an unsafe request with %s', async (_case, headersFor) => {
    const pair = await csrfPair(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: headersFor(pair),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'csrf-failed',
      message: 'Your security token is missing or stale. Reload the page and try again.',
    });
  });

  it('exempts a route by its own config, never by its path', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/hooks/signed' })).statusCode).toBe(200);
    const unmarked = await t.app.inject({ method: 'POST', url: '/api/webhooks/unmarked' });
    expect(unmarked.statusCode).toBe(403);
  });

  it('decides on the matched route, so a percent-encoded path is checked too', async () => {
    const { client } = await SessionClient.signUp(t.app, 'ada@example.com');
    const session = client.cookieHeader();
    for (const [method, url] of [
      ['PATCH', '/%61pi/me'],
      ['POST', '/%61pi/auth/logout'],
      ['POST', '/%61pi/embed/upload-doc'],
      ['POST', '/%61%70%69/echo'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { cookie: session, 'sec-fetch-site': 'cross-site' },
        payload: { name: 'Mallory' },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const me = await client.request('GET', '/api/me');
    expect(me.json()).toMatchObject({ name: 'Ada' });
  });
});
