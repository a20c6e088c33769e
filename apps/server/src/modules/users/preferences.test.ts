import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_PREFERENCES, DISPLAY_PREFERENCES_PATH } from '@sheetwise/contracts';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

describe.each(testEngines())('PATCH /api/me/preferences on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ engine });
  });
  afterAll(() => t.close());

  const preferencesOf = async (client: SessionClient) =>
    (await client.request('GET', '/api/me')).json<{ preferences: unknown }>().preferences;

  it('starts every account with the defaults', async () => {
    const { client } = await SessionClient.signUp(t.app, 'fresh@example.com');
    expect(await preferencesOf(client)).toEqual(DEFAULT_DISPLAY_PREFERENCES);
  });

  it('saves the preferences given, keeps the others, and GET /api/me answers them at once', async () => {
    const { client } = await SessionClient.signUp(t.app, 'dark@example.com');
    // Seen once, so the session cache holds the user row with the old choices.
    await preferencesOf(client);

    const saved = await client.request('PATCH', DISPLAY_PREFERENCES_PATH, {
      theme: 'dark',
      dateDisplay: 'month-day-year',
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      theme: 'dark',
      dateDisplay: 'month-day-year',
      currencyDisplay: 'symbol-before',
    };
    expect(saved.json()).toMatchObject({
      user: { email: 'dark@example.com', preferences: expected },
    });
    expect(await preferencesOf(client)).toEqual(expected);

    await client.request('PATCH', DISPLAY_PREFERENCES_PATH, { currencyDisplay: 'code' });
    expect(await preferencesOf(client)).toEqual({ ...expected, currencyDisplay: 'code' });
  });

  it('refuses a value it does not offer, an unknown key or nothing, and changes nothing', async () => {
    const { client } = await SessionClient.signUp(t.app, 'typo@example.com');
    for (const body of [
      { theme: 'sepia' },
      { theme: 'dark', dateDisplay: 'yyyy-dd-mm' },
      { theme: 'dark', colour: 'green' },
      {},
    ]) {
      const response = await client.request('PATCH', DISPLAY_PREFERENCES_PATH, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('invalid-input');
    }
    expect(await preferencesOf(client)).toEqual(DEFAULT_DISPLAY_PREFERENCES);
  });

  it("changes only the caller's preferences", async () => {
    const ada = (await SessionClient.signUp(t.app, 'ada@example.com')).client;
    const bob = (await SessionClient.signUp(t.app, 'bob@example.com')).client;
    await ada.request('PATCH', DISPLAY_PREFERENCES_PATH, { theme: 'light', dateDisplay: 'iso' });
    expect(await preferencesOf(ada)).toMatchObject({ theme: 'light', dateDisplay: 'iso' });
    expect(await preferencesOf(bob)).toEqual(DEFAULT_DISPLAY_PREFERENCES);
  });

  it('needs a session and the CSRF header', async () => {
    const visitor = await SessionClient.open(t.app);
    const signedOut = await visitor.request('PATCH', DISPLAY_PREFERENCES_PATH, { theme: 'dark' });
    expect(signedOut.statusCode).toBe(401);

    const { client } = await SessionClient.signUp(t.app, 'forged@example.com');
    const forged = await t.app.inject({
      method: 'PATCH',
      url: DISPLAY_PREFERENCES_PATH,
      headers: { cookie: client.cookieHeader() },
      payload: { theme: 'dark' },
    });
    expect(forged.statusCode).toBe(403);
    expect(await preferencesOf(client)).toEqual(DEFAULT_DISPLAY_PREFERENCES);
  });
});
