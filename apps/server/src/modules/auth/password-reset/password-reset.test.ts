import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../../platform/clock';
import { sha256Hex } from '../../../platform/tokens';
import { latestOutboxMessageTo } from '../../../platform/mail/outbox-store';
import { SessionClient } from '../../../test/session-client';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { testEngines } from '../../../test/test-database';
import { insertUser } from '../../users/store';

const MINUTE = 60 * 1000;
const REQUESTED =
  'If an account uses that e-mail address, we have sent it a link to reset the password. The link works once, within 30 minutes.';
const INVALID_TOKEN = {
  code: 'invalid-reset-token',
  message:
    'This password reset link is invalid, has expired or has already been used. Please ask for a new one.',
};

describe.each(testEngines())('password reset on %s', (engine) => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-05-01T09:00:00Z'));

  beforeAll(async () => {
    t = await buildTestApp({ engine, clock });
  });
  afterAll(() => t.close());

  async function forgot(email: string, address = '10.0.0.1') {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: address,
      ...(await csrf()),
    });
  }

  async function csrf() {
    const client = await SessionClient.open(t.app);
    const token = client.cookie('csrf_token') ?? '';
    return { headers: { cookie: `csrf_token=${token}`, 'x-csrf-token': token } };
  }

  async function reset(token: string, password: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password },
      ...(await csrf()),
    });
  }

  /** The token in the newest e-mail to an address, as a person would follow its link. */
  async function mailedToken(email: string): Promise<string> {
    const message = await vi.waitFor(async () => {
      const found = await latestOutboxMessageTo(t.database.db, email);
      if (!found) throw new Error(`no mail to ${email} yet`);
      return found;
    });
    const link = /http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/.exec(message.text_body);
    if (!link?.[1]) throw new Error(`no reset link in: ${message.text_body}`);
    return link[1];
  }

  async function logIn(email: string, password: string) {
    const client = await SessionClient.open(t.app);
    return client.request('POST', '/api/auth/login', { email, password });
  }

  it('mails a single-use link that sets a new password and ends every session', async () => {
    const { client } = await SessionClient.signUp(t.app, 'forgetful@example.com');
    const other = await SessionClient.open(t.app);
    await other.request('POST', '/api/auth/login', {
      email: 'forgetful@example.com',
      password: 'analytical',
    });

    const answer = await forgot('Forgetful@Example.com');
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ message: REQUESTED });
    const token = await mailedToken('forgetful@example.com');
    // Only the token's SHA-256 is kept.
    const stored = await t.database.db
      .selectFrom('password_reset_tokens')
      .select('token_hash')
      .where('token_hash', 'in', [token, sha256Hex(token)])
      .execute();
    expect(stored).toEqual([{ token_hash: sha256Hex(token) }]);

    const weak = await reset(token, '123');
    expect(weak.json<{ code: string }>().code).toBe('weak-password');
    const done = await reset(token, 'a brand new secret');
    expect(done.statusCode).toBe(204);

    expect((await client.request('GET', '/api/me')).statusCode).toBe(401);
    expect((await other.request('GET', '/api/me')).statusCode).toBe(401);
    expect((await logIn('forgetful@example.com', 'analytical')).statusCode).toBe(401);
    expect((await logIn('forgetful@example.com', 'a brand new secret')).statusCode).toBe(200);

    const again = await reset(token, 'yet another secret');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_TOKEN);
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const answer = await forgot('nobody-at-all@example.com');
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ message: REQUESTED });
    expect(await latestOutboxMessageTo(t.database.db, 'nobody-at-all@example.com')).toBeUndefined();
    expect((await forgot('not an address')).json<{ code: string }>().code).toBe('invalid-email');
  });

  it('tells an account that signs in with Google to use Google, with no link', async () => {
    await insertUser(t.database.db, {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Grace',
      email: 'grace@example.com',
      passwordHash: null,
      createdAt: clock.now(),
    });
    const answer = await forgot('grace@example.com', '10.0.0.3');
    expect(answer.json()).toEqual({ message: REQUESTED });
    const message = await vi.waitFor(async () => {
      const found = await latestOutboxMessageTo(t.database.db, 'grace@example.com');
      if (!found) throw new Error('no mail yet');
      return found;
    });
    expect(message.subject).toBe('Your Sheetwise account signs in with Google');
    expect(message.text_body).toContain('Login with Google');
    expect(message.text_body).not.toContain('token=');
  });

  it('lets a link expire 30 minutes after it was asked for', async () => {
    await SessionClient.signUp(t.app, 'slow@example.com');
    await forgot('slow@example.com', '10.0.0.2');
    const token = await mailedToken('slow@example.com');
    clock.advance(30 * MINUTE);
    const late = await reset(token, 'too late now');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(INVALID_TOKEN);
    expect((await reset('made-up-token', 'whatever you like')).json()).toEqual(INVALID_TOKEN);
  });

  it('limits requests per e-mail address and per client address', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await forgot('limited@example.com', `10.1.0.${i}`)).statusCode).toBe(202);
    }
    const fourth = await forgot('limited@example.com', '10.1.0.9');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      code: 'too-many-requests',
      message: 'Too many password reset requests. Please wait 15 minutes and try again.',
    });
    for (let i = 0; i < 10; i += 1) {
      expect((await forgot(`someone-${i}@example.com`, '10.2.0.1')).statusCode).toBe(202);
    }
    expect((await forgot('someone-else@example.com', '10.2.0.1')).statusCode).toBe(429);
    clock.advance(15 * MINUTE + 1);
    expect((await forgot('limited@example.com', '10.1.0.9')).statusCode).toBe(202);
  });

  it('holds the limit for requests sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => forgot('rushed@example.com', `10.3.0.${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([202, 202, 202, 429, 429, 429, 429, 429]);
  });
});
