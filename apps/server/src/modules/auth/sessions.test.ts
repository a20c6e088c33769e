import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { PRODUCTION_ENV } from '../../test/production-env';

const DAY_MS = 86_400_000;
const user = { name: 'Ada', email: 'ada@example.com', password: 'analytical' };

describe('sessions', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('expire exactly 24 hours after sign-in, however active the user is', async () => {
    const clock = new ManualClock(new Date('2026-03-01T09:00:00Z'));
    t = await buildTestApp({ clock });
    const client = await SessionClient.open(t.app);
    const registered = await client.request('POST', '/api/auth/register', user);
    expect(registered.json<{ user: { loginTime: number } }>().user.loginTime).toBe(
      Date.parse('2026-03-01T09:00:00Z'),
    );

    clock.advance(DAY_MS - 1);
    expect((await client.request('GET', '/api/me')).statusCode).toBe(200);
    clock.advance(1);
    const expired = await client.request('GET', '/api/me');
    expect(expired.statusCode).toBe(401);
    expect(expired.json<{ code: string }>().code).toBe('unauthenticated');
  });

  it('use a Secure __Host- cookie in production mode', async () => {
    t = await buildTestApp({
      env: PRODUCTION_ENV,
    });
    const client = await SessionClient.open(t.app);
    const response = await client.request('POST', '/api/auth/register', user);
    const cookie = response.cookies.find((c) => c.name === '__Host-session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.domain).toBeUndefined();
    expect(response.cookies.find((c) => c.name === 'session')).toBeUndefined();
  });
});
