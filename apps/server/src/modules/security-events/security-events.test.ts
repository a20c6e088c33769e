import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SecurityEvent, SecurityEventKind } from '@sheetwise/contracts';
import { latestOutboxMessageTo } from '../../platform/mail/outbox-store';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

const PASSWORD = 'analytical';

describe.each(testEngines())('security events on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ engine });
  });
  afterAll(() => t.close());

  async function events(client: SessionClient): Promise<SecurityEvent[]> {
    const response = await client.request('GET', '/api/me/security-events');
    expect(response.statusCode).toBe(200);
    return response.json<{ events: SecurityEvent[] }>().events;
  }
  const kinds = async (client: SessionClient): Promise<SecurityEventKind[]> =>
    (await events(client)).map((event) => event.kind);

  async function logIn(email: string, password = PASSWORD): Promise<SessionClient> {
    const client = await SessionClient.open(t.app);
    await client.request('POST', '/api/auth/login', { email, password });
    return client;
  }

  it('records sign-up, sign-ins, failed sign-ins and profile changes, newest first', async () => {
    const { client } = await SessionClient.signUp(t.app, 'events@example.com');
    expect(await kinds(client)).toEqual(['sign-up']);

    const wrong = await logIn('events@example.com', 'not it');
    expect((await wrong.request('GET', '/api/me')).statusCode).toBe(401);
    const elsewhere = await logIn('events@example.com');
    const changed = await elsewhere.request('PATCH', '/api/me', {
      email: 'events-moved@example.com',
      password: 'a new secret',
      currentPassword: PASSWORD,
    });
    expect(changed.statusCode).toBe(200);

    expect(await kinds(elsewhere)).toEqual([
      'password-changed',
      'email-changed',
      'sign-in',
      'sign-in-failed',
      'sign-up',
    ]);
    // A name change is not a security event.
    await elsewhere.request('PATCH', '/api/me', { name: 'Ada King' });
    expect(await kinds(elsewhere)).toHaveLength(5);
  });

  it('keeps the client coarsely: its network and the browser it names', async () => {
    const { client } = await SessionClient.signUp(t.app, 'origin@example.com');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me/security-events',
      headers: { cookie: client.cookieHeader() },
    });
    const [event] = response.json<{ events: SecurityEvent[] }>().events;
    // inject() comes from 127.0.0.1 with the user agent lightMyRequest.
    expect(event).toMatchObject({ kind: 'sign-up', network: '127.0.0.x', device: '' });
    expect(Date.parse(event?.at ?? '')).not.toBeNaN();
  });

  it('records a password reset from an e-mail link', async () => {
    const { client } = await SessionClient.signUp(t.app, 'forgot@example.com');
    await client.request('POST', '/api/auth/forgot-password', { email: 'forgot@example.com' });
    // The mail goes in the background.
    const message = await vi.waitFor(async () => {
      const found = await latestOutboxMessageTo(t.database.db, 'forgot@example.com');
      if (!found) throw new Error('no mail yet');
      return found;
    });
    const token = /reset-password\?token=([\w-]+)/.exec(message.text_body)?.[1];
    const reset = await client.request('POST', '/api/auth/reset-password', {
      token,
      password: 'after the reset',
    });
    expect(reset.statusCode).toBe(204);
    const again = await logIn('forgot@example.com', 'after the reset');
    expect(await kinds(again)).toEqual(['sign-in', 'password-reset', 'sign-up']);
  });

  it('shows each user only their own events', async () => {
    const ada = (await SessionClient.signUp(t.app, 'own-ada@example.com')).client;
    const bob = (await SessionClient.signUp(t.app, 'own-bob@example.com')).client;
    await logIn('own-bob@example.com', 'wrong');
    await logIn('own-bob@example.com');
    expect(await kinds(ada)).toEqual(['sign-up']);
    expect(await kinds(bob)).toEqual(['sign-in', 'sign-in-failed', 'sign-up']);
    const anonymous = await SessionClient.open(t.app);
    expect((await anonymous.request('GET', '/api/me/security-events')).statusCode).toBe(401);
  });

  it('ends every other session, keeps this one, and records it', async () => {
    const { client: here } = await SessionClient.signUp(t.app, 'end-others@example.com');
    const phone = await logIn('end-others@example.com');
    const laptop = await logIn('end-others@example.com');
    const stranger = (await SessionClient.signUp(t.app, 'bystander@example.com')).client;

    const response = await here.request('POST', '/api/me/sessions/end-others');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2 });
    expect((await here.request('GET', '/api/me')).statusCode).toBe(200);
    expect((await phone.request('GET', '/api/me')).statusCode).toBe(401);
    expect((await laptop.request('GET', '/api/me')).statusCode).toBe(401);
    expect((await stranger.request('GET', '/api/me')).statusCode).toBe(200);
    expect((await kinds(here))[0]).toBe('other-sessions-ended');

    expect((await here.request('POST', '/api/me/sessions/end-others')).json()).toEqual({
      ended: 0,
    });
    const anonymous = await SessionClient.open(t.app);
    expect((await anonymous.request('POST', '/api/me/sessions/end-others')).statusCode).toBe(401);
  });

  it('is append-only: the database refuses to change or remove an event', async () => {
    await SessionClient.signUp(t.app, 'append-only@example.com');
    const db = t.database.db;
    await expect(
      db.updateTable('security_events').set({ kind: 'sign-in' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('security_events').execute()).rejects.toThrow(/append-only/);
    await expect(sql`truncate security_events`.execute(db)).rejects.toThrow(/append-only/);
  });
});
