import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, csrfPair, type TestApp } from '../test/test-app';

describe('CSRF protection', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      extend: (app) => {
        app.post('/api/echo', () => ({ ok: true }));
        app.post('/api/webhooks/test', () => ({ ok: true }));
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

  it('leaves webhooks to their own signature check', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/webhooks/test' });
    expect(response.statusCode).toBe(200);
  });
});
