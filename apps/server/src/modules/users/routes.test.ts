import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

const FIVE_MINUTES = 5 * 60 * 1000;

describe.each(testEngines())('PATCH /api/me on %s', (engine) => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-04-01T08:00:00Z'));

  beforeAll(async () => {
    t = await buildTestApp({ engine, clock });
  });
  afterAll(() => t.close());

  it('changes the name at any time, and only what changed', async () => {
    const client = (await SessionClient.signUp(t.app, 'name@example.com')).client;
    clock.advance(FIVE_MINUTES * 10);
    const response = await client.request('PATCH', '/api/me', {
      name: '  Ada King ',
      email: 'NAME@example.com',
      password: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { name: 'Ada King', email: 'name@example.com' },
    });
  });

  it('asks for a recent sign-in before changing the e-mail or the password', async () => {
    const client = (await SessionClient.signUp(t.app, 'late@example.com')).client;
    clock.advance(FIVE_MINUTES + 1);
    for (const change of [{ email: 'other@example.com' }, { password: 'new password' }]) {
      const response = await client.request('PATCH', '/api/me', change);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'requires-recent-login',
        message:
          'Security Alert: Please logout and login back in to update your email or password.',
      });
    }
    const me = await client.request('GET', '/api/me');
    expect(me.json()).toMatchObject({ email: 'late@example.com' });
  });

  it('changes the e-mail within five minutes of signing in, unless someone has it', async () => {
    await SessionClient.signUp(t.app, 'taken@example.com');
    const client = (await SessionClient.signUp(t.app, 'mover@example.com')).client;
    const taken = await client.request('PATCH', '/api/me', {
      email: 'Taken@Example.com',
      currentPassword: 'analytical',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ code: string }>().code).toBe('email-already-in-use');
    const invalid = await client.request('PATCH', '/api/me', { email: 'nope' });
    expect(invalid.json<{ code: string }>().code).toBe('invalid-email');

    const moved = await client.request('PATCH', '/api/me', {
      email: 'moved@example.com',
      currentPassword: 'analytical',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ user: { email: 'moved@example.com' } });
  });

  it('ends every session on a password change and keeps this browser signed in', async () => {
    const here = (await SessionClient.signUp(t.app, 'rotate@example.com')).client;
    const elsewhere = await SessionClient.open(t.app);
    await elsewhere.request('POST', '/api/auth/login', {
      email: 'rotate@example.com',
      password: 'analytical',
    });
    const oldToken = here.cookie('session') ?? '';

    const weak = await here.request('PATCH', '/api/me', { password: '123' });
    expect(weak.json<{ code: string }>().code).toBe('weak-password');

    const changed = await here.request('PATCH', '/api/me', {
      password: 'brand new secret',
      currentPassword: 'analytical',
    });
    expect(changed.statusCode).toBe(200);
    expect(here.cookie('session')).not.toBe(oldToken);
    expect((await here.request('GET', '/api/me')).statusCode).toBe(200);
    expect((await elsewhere.request('GET', '/api/me')).statusCode).toBe(401);

    const stale = await SessionClient.open(t.app);
    stale.setCookie('session', oldToken);
    expect((await stale.request('GET', '/api/me')).statusCode).toBe(401);

    const relogin = await SessionClient.open(t.app);
    const login = await relogin.request('POST', '/api/auth/login', {
      email: 'rotate@example.com',
      password: 'brand new secret',
    });
    expect(login.statusCode).toBe(200);
  });

  it('asks for the current password before changing the e-mail or the password', async () => {
    const client = (await SessionClient.signUp(t.app, 'confirm@example.com')).client;
    for (const change of [{ email: 'thief@example.com' }, { password: 'stolen secret' }]) {
      const missing = await client.request('PATCH', '/api/me', change);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({
        code: 'current-password-required',
        message: 'Enter your current password to change your email or password.',
      });
      const wrong = await client.request('PATCH', '/api/me', { ...change, currentPassword: 'x' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        code: 'wrong-password',
        message: 'Your current password is not correct.',
      });
    }
    const me = await client.request('GET', '/api/me');
    expect(me.json()).toMatchObject({ email: 'confirm@example.com', hasPassword: true });
    const login = await (
      await SessionClient.open(t.app)
    ).request('POST', '/api/auth/login', {
      email: 'confirm@example.com',
      password: 'analytical',
    });
    expect(login.statusCode).toBe(200);
  });

  it('ends every other session on an e-mail change', async () => {
    const here = (await SessionClient.signUp(t.app, 'moving@example.com')).client;
    const elsewhere = await SessionClient.open(t.app);
    await elsewhere.request('POST', '/api/auth/login', {
      email: 'moving@example.com',
      password: 'analytical',
    });
    const moved = await here.request('PATCH', '/api/me', {
      email: 'moved-on@example.com',
      currentPassword: 'analytical',
    });
    expect(moved.statusCode).toBe(200);
    expect((await here.request('GET', '/api/me')).statusCode).toBe(200);
    expect((await elsewhere.request('GET', '/api/me')).statusCode).toBe(401);
  });

  it('lets an account without a password (Google alone) change its e-mail on a recent sign-in', async () => {
    const { client, id } = await SessionClient.signUp(t.app, 'google-only@example.com');
    await t.database.db
      .updateTable('users')
      .set({ password_hash: null })
      .where('id', '=', id)
      .execute();
    expect((await client.request('GET', '/api/me')).json()).toMatchObject({ hasPassword: false });
    const moved = await client.request('PATCH', '/api/me', { email: 'g2@example.com' });
    expect(moved.statusCode).toBe(200);
  });

  it('refuses an empty name and requires a session', async () => {
    const client = (await SessionClient.signUp(t.app, 'blank@example.com')).client;
    const blank = await client.request('PATCH', '/api/me', { name: '  ' });
    expect(blank.json()).toEqual({ code: 'missing-name', message: 'Please enter your full name.' });
    const anonymous = await SessionClient.open(t.app);
    expect((await anonymous.request('PATCH', '/api/me', { name: 'X' })).statusCode).toBe(401);
  });
});
