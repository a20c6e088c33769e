import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SecurityEvent } from '@sheetwise/contracts';
import { ManualClock } from '../../../platform/clock';
import { SessionClient } from '../../../test/session-client';
import { TestBrowser } from '../../auth/google/testing/browser';
import { signInWithDevGoogle } from '../../auth/google/testing/google-flow';
import { listenTestApp, type ListeningApp } from '../../auth/google/testing/listening-app';

/**
 * An account made with Google, through the real popup flow against the development provider:
 * its sign-ins are security events, and it is deleted on a recent sign-in, having no password.
 */
describe('a Google account: its sign-in activity and its deletion', () => {
  let t: ListeningApp;
  const clock = new ManualClock(new Date());

  beforeAll(async () => {
    t = await listenTestApp({ clock });
  });
  afterAll(() => t.close());

  /** The Google sign-in's session, in a client that sends the CSRF header with it. */
  async function clientOf(browser: TestBrowser): Promise<SessionClient> {
    const client = await SessionClient.open(t.app);
    client.setCookie('session', browser.cookie(t.origin, 'session') ?? '');
    return client;
  }

  it('records the sign-up and each sign-in with Google, and deletes without a password', async () => {
    const person = { name: 'Grace Hopper', email: 'grace@example.com' };
    await signInWithDevGoogle(new TestBrowser(), t.origin, person);
    const browser = new TestBrowser();
    await signInWithDevGoogle(browser, t.origin, person);
    const client = await clientOf(browser);

    const listed = await client.request('GET', '/api/me/security-events');
    const kinds = listed.json<{ events: SecurityEvent[] }>().events.map((event) => event.kind);
    expect(kinds).toEqual(['google-sign-in', 'google-sign-up']);

    clock.advance(5 * 60 * 1000 + 1);
    const late = await client.request('DELETE', '/api/me', { confirmation: 'DELETE' });
    expect(late.statusCode).toBe(403);

    const again = new TestBrowser();
    await signInWithDevGoogle(again, t.origin, person);
    const fresh = await clientOf(again);
    expect((await fresh.request('DELETE', '/api/me', { confirmation: 'DELETE' })).statusCode).toBe(
      204,
    );
    const db = t.database.db;
    expect(await db.selectFrom('identities').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('users').selectAll().execute()).toEqual([]);
    expect((await client.request('GET', '/api/me')).statusCode).toBe(401);

    // Signing in with the same Google account again makes a new, empty account.
    const returning = await signInWithDevGoogle(new TestBrowser(), t.origin, person);
    expect(returning.result).toMatchObject({ isNewUser: true });
  });
});
