import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../../config';
import { StateCookie, STATE_COOKIE_TTL_MS } from './state-cookie';
import { PRODUCTION_ENV } from '../../../test/production-env';

const checks = { state: 'the-state', nonce: 'the-nonce', codeVerifier: 'the-verifier' };
const start = new Date('2026-06-01T12:00:00Z');
const local = loadConfig({ APP_MODE: 'local' });
const production = loadConfig(PRODUCTION_ENV);

describe('StateCookie', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  /** One app that sets the cookie and reads it back, as the start and callback routes do. */
  async function harness(config: Config, otherProcess?: StateCookie) {
    const writer = new StateCookie(config);
    const reader = otherProcess ?? writer;
    app = Fastify();
    await app.register(cookie);
    let now = start;
    app.get('/set', (_request, reply) => {
      writer.set(reply, checks, start);
      return reply.send();
    });
    app.get('/read', (request) => ({ checks: reader.read(request, now) }));
    const set = await app.inject({ method: 'GET', url: '/set' });
    const [issued] = set.cookies;
    const read = async (value = issued?.value ?? '', at = start) => {
      now = at;
      const response = await app?.inject({
        method: 'GET',
        url: '/read',
        cookies: { [issued?.name ?? '']: value },
      });
      return response?.json<{ checks: unknown }>().checks;
    };
    return { issued, read };
  }

  it('gives back the checks it was given, to the browser holding the cookie', async () => {
    const { issued, read } = await harness(local);
    expect(issued).toMatchObject({
      name: 'google_auth',
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(issued?.maxAge).toBe(600);
    expect(await read()).toEqual(checks);
  });

  it('refuses an edited payload or signature', async () => {
    const { issued, read } = await harness(local);
    const [payload = '', signature = ''] = (issued?.value ?? '').split('.');
    const edited = Buffer.from(JSON.stringify({ ...checks, state: 'mine', expiresAt: 9e15 }));
    expect(await read(`${edited.toString('base64url')}.${signature}`)).toBeNull();
    expect(await read(`${payload}.${signature.slice(0, -2)}AA`)).toBeNull();
    expect(await read(payload)).toBeNull();
    expect(await read('')).toBeNull();
  });

  it('expires after ten minutes, whatever the browser keeps', async () => {
    const { read } = await harness(local);
    const later = (ms: number) => new Date(start.getTime() + ms);
    expect(await read(undefined, later(STATE_COOKIE_TTL_MS - 1))).toEqual(checks);
    expect(await read(undefined, later(STATE_COOKIE_TTL_MS))).toBeNull();
  });

  it('without SESSION_SECRET, refuses cookies of another process (a restart mid-sign-in fails)', async () => {
    const { read } = await harness(local, new StateCookie(local));
    expect(await read()).toBeNull();
  });

  it('with SESSION_SECRET, accepts cookies across processes', async () => {
    const withSecret = loadConfig({ APP_MODE: 'local', SESSION_SECRET: 'x'.repeat(32) });
    const { read } = await harness(withSecret, new StateCookie(withSecret));
    expect(await read()).toEqual(checks);
  });

  it('is Secure and __Host- prefixed in production', async () => {
    const { issued, read } = await harness(production, new StateCookie(production));
    expect(issued).toMatchObject({ name: '__Host-google_auth', secure: true, path: '/' });
    expect(issued?.domain).toBeUndefined();
    expect(await read()).toEqual(checks);
  });
});
