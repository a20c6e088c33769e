import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../platform/tokens';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

const ada = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'analytical' };

describe.each(testEngines())('registration and sign-in on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ engine });
  });
  afterAll(() => t.close());

  async function register(values: Record<string, string>) {
    const client = await SessionClient.open(t.app);
    return { client, response: await client.request('POST', '/api/auth/register', values) };
  }

  it('creates a Trial user, signs them in and answers 201', async () => {
    const { client, response } = await register({ ...ada, name: '  Ada Lovelace ' });
    expect(response.statusCode).toBe(201);
    const { user } = response.json<{ user: Record<string, unknown> }>();
    expect(user).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      planType: 'Trial',
      planStartDate: null,
      planEndDate: null,
    });
    expect(user).not.toHaveProperty('password_hash');

    const cookie = response.cookies.find((c) => c.name === 'session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);

    const me = await client.request('GET', '/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'ada@example.com', planType: 'Trial' });
  });

  it('stores only the hash of the session token and an argon2id password hash', async () => {
    const { client } = await register({ ...ada, email: 'hash@example.com' });
    const token = client.cookie('session') ?? '';
    const sessions = await t.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(sessions.map((s) => s.token_hash)).toContain(sha256Hex(token));
    expect(sessions.map((s) => s.token_hash)).not.toContain(token);
    const user = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'hash@example.com')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses an e-mail that is already registered, ignoring case', async () => {
    const { response } = await register({ ...ada, email: 'ADA@Example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'email-already-in-use',
      message: 'This email is already registered.',
    });
  });

  it.each([
    [{ ...ada, email: 'not-an-email' }, 'invalid-email', 'Please enter a valid email address.'],
    [
      { ...ada, email: 'new1@example.com', password: '' },
      'missing-password',
      'Please enter a password.',
    ],
    [
      { ...ada, email: 'new2@example.com', password: '12345' },
      'weak-password',
      'Password should be at least 6 characters.',
    ],
    [
      { ...ada, email: 'new3@example.com', name: '   ' },
      'missing-name',
      'Please enter your full name.',
    ],
  ])('refuses %j with %s and creates nobody', async (values, code, message) => {
    const before = await t.database.db.selectFrom('users').select('id').execute();
    const { response } = await register(values);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code, message });
    const after = await t.database.db.selectFrom('users').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('answers an unknown e-mail and a wrong password with the spec’s messages', async () => {
    const client = await SessionClient.open(t.app);
    const unknown = await client.request('POST', '/api/auth/login', {
      email: 'nobody@example.com',
      password: 'whatever',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'user-not-found',
      message: 'No user found with this email.',
    });

    const wrong = await client.request('POST', '/api/auth/login', {
      email: ada.email,
      password: 'nope!!',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      code: 'wrong-password',
      message: 'Incorrect password. Please try again.',
    });
    expect(client.cookie('session')).toBeUndefined();
  });

  it('checks login input like the form does', async () => {
    const client = await SessionClient.open(t.app);
    const badEmail = await client.request('POST', '/api/auth/login', { email: 'x', password: 'y' });
    expect(badEmail.json()).toEqual({
      code: 'invalid-email',
      message: 'Please enter a valid email address.',
    });
    const noPassword = await client.request('POST', '/api/auth/login', {
      email: ada.email,
      password: '',
    });
    expect(noPassword.json<{ code: string }>().code).toBe('missing-password');
  });

  it('issues a new token at every sign-in, and logout ends that session on the server', async () => {
    const first = await SessionClient.open(t.app);
    const second = await SessionClient.open(t.app);
    expect(
      (
        await first.request('POST', '/api/auth/login', {
          email: 'ADA@example.com',
          password: ada.password,
        })
      ).statusCode,
    ).toBe(200);
    await second.request('POST', '/api/auth/login', { email: ada.email, password: ada.password });
    const firstToken = first.cookie('session') ?? '';
    expect(firstToken).not.toBe(second.cookie('session'));

    const loggedOut = await first.request('POST', '/api/auth/logout');
    expect(loggedOut.statusCode).toBe(204);
    expect(first.cookie('session')).toBeUndefined();

    // The old token no longer works, even if someone kept a copy.
    first.setCookie('session', firstToken);
    expect((await first.request('GET', '/api/me')).statusCode).toBe(401);
    expect((await second.request('GET', '/api/me')).statusCode).toBe(200);
  });

  it('answers /api/me with 401 when signed out or with a made-up token', async () => {
    const client = await SessionClient.open(t.app);
    const response = await client.request('GET', '/api/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'unauthenticated',
      message: 'Please sign in to continue.',
    });
    client.setCookie('session', 'forged-token');
    expect((await client.request('GET', '/api/me')).statusCode).toBe(401);
  });

  it('never lets one user’s session see another user', async () => {
    const { client: grace } = await register({
      name: 'Grace',
      email: 'grace@example.com',
      password: 'compiler',
    });
    const { client: linus } = await register({
      name: 'Linus',
      email: 'linus@example.com',
      password: 'kernel!',
    });
    expect((await grace.request('GET', '/api/me')).json()).toMatchObject({
      email: 'grace@example.com',
    });
    expect((await linus.request('GET', '/api/me')).json()).toMatchObject({
      email: 'linus@example.com',
    });
    await linus.request('POST', '/api/auth/logout');
    expect((await grace.request('GET', '/api/me')).statusCode).toBe(200);
  });
});
