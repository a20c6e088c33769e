import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { testContext } from '../../../test/test-context';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { googleAuthRoutes } from './routes';
import { TestBrowser } from './testing/browser';
import {
  FAKE_ACCOUNT,
  FAKE_CLIENT,
  FakeOidcProvider,
  type IdTokenDefect,
} from './testing/fake-oidc-provider';
import { readResultPage } from './testing/google-flow';
import { listenTestApp, type ListeningApp } from './testing/listening-app';

/**
 * The ID token checks are openid-client's; these tests show they are switched on. Our sign-in
 * routes run, under /fake, against a provider that signs whatever ID token a test asks for.
 */
describe('Login with Google refuses a bad ID token', () => {
  let fake: FakeOidcProvider;
  let database: TestDatabase;
  let t: ListeningApp;

  beforeAll(async () => {
    fake = await FakeOidcProvider.start();
    database = await createTestDatabase('pglite');
    t = await listenTestApp({
      database,
      extend: (app, origin) => {
        const config = loadConfig({ APP_MODE: 'local', APP_URL: origin });
        void app.register(googleAuthRoutes, {
          prefix: '/fake',
          ...testContext(database.db, config),
          signInProvider: {
            issuer: new URL(fake.issuer),
            clientId: FAKE_CLIENT.id,
            clientSecret: FAKE_CLIENT.secret,
            redirectUri: `${origin}/fake/auth/google/callback`,
            authorizationParams: {},
            allowInsecureRequests: true,
          },
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await database.dispose();
    await fake.close();
  });

  async function signIn(defect: IdTokenDefect) {
    fake.defect = defect;
    const browser = new TestBrowser();
    const callbackUrls: string[] = [];
    let response = await browser.request(`${t.origin}/fake/auth/google/start`);
    while (response.status === 302) {
      const next = response.headers.get('location') ?? '';
      if (next.startsWith(`${t.origin}/fake/auth/google/callback`)) callbackUrls.push(next);
      response = await browser.request(next);
    }
    const page = await readResultPage(response);
    const me = await browser.request(`${t.origin}/api/me`);
    return { ...page, me, callback: new URL(callbackUrls[0] ?? '') };
  }

  const refusals: [IdTokenDefect, RegExp][] = [
    ['wrong-nonce', /^unexpected ID Token "nonce" claim value$/],
    ['wrong-audience', /^unexpected JWT "aud" \(audience\) claim value$/],
    ['expired', /^unexpected JWT "exp" \(expiration time\) claim value/],
    ['wrong-issuer', /^unexpected JWT "iss" \(issuer\) claim value$/],
    ['unpublished-key', /^JWT signature verification failed$/],
  ];

  it.each(refusals)('refuses an ID token with %s, and signs nobody in', async (defect, reason) => {
    t.logs.length = 0;
    const { result, me } = await signIn(defect);
    expect(result).toEqual({
      type: 'sheetwise:google-auth',
      ok: false,
      code: 'google-login-failed',
      message: 'Google login failed. Please try again.',
    });
    expect(me.status).toBe(401);
    const refused = t.logs.find((line) => line.includes('google sign-in refused')) ?? '';
    const logged = JSON.parse(refused) as { reason: { cause?: string } };
    expect(logged.reason.cause).toMatch(reason);
    const users = await database.db.selectFrom('users').select('id').execute();
    expect(users).toEqual([]);
  });

  it('logs no code, state, token or account detail when it refuses', async () => {
    t.logs.length = 0;
    const { callback } = await signIn('wrong-nonce');
    const written = t.logs.join('\n');
    for (const secret of [
      callback.searchParams.get('code'),
      callback.searchParams.get('state'),
      FAKE_ACCOUNT.email,
      FAKE_ACCOUNT.sub,
    ]) {
      expect(secret).toBeTruthy();
      expect(written).not.toContain(secret);
    }
  });

  it('accepts a sound ID token from the same provider, so the refusals above are the checks', async () => {
    const { result, me } = await signIn('none');
    expect(result).toMatchObject({
      ok: true,
      isNewUser: true,
      user: { email: FAKE_ACCOUNT.email, name: FAKE_ACCOUNT.name },
    });
    expect(me.status).toBe(200);
  });
});
