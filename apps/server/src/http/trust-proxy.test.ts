import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { PRODUCTION_ENV } from '../test/production-env';
import { SessionClient } from '../test/session-client';
import { buildTestApp, type TestApp } from '../test/test-app';

describe('X-Forwarded-For', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function appWith(env: Record<string, string>): Promise<TestApp> {
    t = await buildTestApp({
      env: { ...PRODUCTION_ENV, ...env },
      extend: (app) => app.get('/api/test/ip', (request) => ({ ip: request.ip })),
    });
    return t;
  }
  const ipSeen = async (app: TestApp, forwarded: string, remoteAddress = '10.0.0.2') =>
    (
      await app.app.inject({
        method: 'GET',
        url: '/api/test/ip',
        remoteAddress,
        headers: { 'x-forwarded-for': forwarded },
      })
    ).json<{ ip: string }>().ip;

  it('is ignored in production unless TRUST_PROXY names the proxies', async () => {
    const app = await appWith({});
    expect(await ipSeen(app, '198.51.100.1')).toBe('10.0.0.2');
  });

  it('cannot reset the sign-up limit with a made-up address', async () => {
    const app = await appWith({ SIGNUP_LIMIT_PER_IP: '2' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const client = await SessionClient.open(app.app);
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: {
          cookie: client.cookieHeader(),
          'x-csrf-token': client.cookie('csrf_token') ?? '',
          'x-forwarded-for': `198.51.100.${i}`,
        },
        payload: { name: 'Bot', email: `bot${i}@example.com`, password: 'password' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('is believed from a hop count: the address the nearest trusted proxy saw', async () => {
    const app = await appWith({ TRUST_PROXY: '1' });
    expect(await ipSeen(app, 'forged, 198.51.100.1')).toBe('198.51.100.1');
  });

  it('is believed only from the listed proxies', async () => {
    const app = await appWith({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.5' });
    expect(await ipSeen(app, '198.51.100.1', '10.1.2.3')).toBe('198.51.100.1');
    expect(await ipSeen(app, '198.51.100.1', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('refuses a setting it cannot read', () => {
    for (const value of ['true', '0', '11', '10.0.0.0/33', 'proxy.example.com']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
    }
  });
});
