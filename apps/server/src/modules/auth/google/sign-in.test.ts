import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../platform/tokens';
import { POPUP_SCRIPT } from './popup-script';
import { TestBrowser } from './testing/browser';
import {
  openLoginForm,
  readResultPage,
  signInWithDevGoogle,
  submitLoginForm,
} from './testing/google-flow';
import { listenTestApp, type ListeningApp } from './testing/listening-app';

const ada = { name: 'Ada Lovelace', email: 'ada@example.com' };

describe('Login with Google against the development provider', () => {
  let t: ListeningApp;

  beforeAll(async () => {
    t = await listenTestApp();
  });
  afterAll(() => t.close());

  const me = (browser: TestBrowser) => browser.request(`${t.origin}/api/me`);
  const usersWithEmail = (email: string) =>
    t.database.db.selectFrom('users').selectAll().where('email', 'ilike', email).execute();

  it('sends the browser to the provider with PKCE, a state and a nonce kept in a signed cookie', async () => {
    const browser = new TestBrowser();
    const response = await browser.request(`${t.origin}/api/auth/google/start`);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${t.origin}/dev-idp/auth`);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({
      client_id: 'sheetwise-local',
      response_type: 'code',
      redirect_uri: `${t.origin}/api/auth/google/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      prompt: 'login',
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.state).toMatch(/^[\w-]{20,}$/);
    expect(params.nonce).toMatch(/^[\w-]{20,}$/);

    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('google_auth='));
    expect(cookie).toMatch(/; Max-Age=600/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    // Nothing of the state travels readable: it is the cookie's signed payload, not a bare value.
    expect(browser.cookie(t.origin, 'google_auth')).not.toContain(params.state);
  });

  it('creates the account on the first sign-in, with a session that works', async () => {
    const browser = new TestBrowser();
    const { response, result } = await signInWithDevGoogle(browser, t.origin, ada);
    expect(response.status).toBe(200);
    expect(result).toMatchObject({
      type: 'sheetwise:google-auth',
      ok: true,
      isNewUser: true,
      user: { name: 'Ada Lovelace', email: 'ada@example.com', planType: 'Trial' },
    });
    expect(browser.cookie(t.origin, 'google_auth')).toBeUndefined();

    const signedIn = await me(browser);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ email: 'ada@example.com', name: 'Ada Lovelace' });

    const [user] = await usersWithEmail(ada.email);
    expect(user?.password_hash).toBeNull();
    const identities = await t.database.db.selectFrom('identities').selectAll().execute();
    expect(identities).toEqual([
      expect.objectContaining({
        provider: 'google',
        subject: sha256Hex('ada@example.com'),
        user_id: user?.id,
      }),
    ]);
  });

  it('signs the same account in again, whatever the case of the e-mail, and creates nothing', async () => {
    const browser = new TestBrowser();
    const { result } = await signInWithDevGoogle(browser, t.origin, {
      name: 'Ada L.',
      email: 'ADA@Example.com',
    });
    expect(result).toMatchObject({ ok: true, isNewUser: false, user: { name: 'Ada Lovelace' } });
    expect((await me(browser)).status).toBe(200);
    expect(await usersWithEmail(ada.email)).toHaveLength(1);
    const identities = await t.database.db.selectFrom('identities').selectAll().execute();
    expect(identities).toHaveLength(1);
  });

  it('refuses an e-mail registered with a password, and links nothing', async () => {
    const browser = new TestBrowser();
    await browser.request(`${t.origin}/api/health`);
    const csrf = browser.cookie(t.origin, 'csrf_token') ?? '';
    const registered = await fetch(`${t.origin}/api/auth/register`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `csrf_token=${csrf}`,
        'x-csrf-token': csrf,
      },
      body: JSON.stringify({ name: 'Grace', email: 'grace@example.com', password: 'compiler' }),
    });
    expect(registered.status).toBe(201);

    const { response, result } = await signInWithDevGoogle(browser, t.origin, {
      name: 'Impostor',
      email: 'Grace@example.com',
    });
    expect(response.status).toBe(409);
    expect(result).toEqual({
      type: 'sheetwise:google-auth',
      ok: false,
      code: 'account-exists-with-different-credential',
      message: 'This email is already registered. Log in with your password.',
    });
    expect((await me(browser)).status).toBe(401);
    const [grace] = await usersWithEmail('grace@example.com');
    const linked = await t.database.db
      .selectFrom('identities')
      .selectAll()
      .where('user_id', '=', grace?.id ?? '')
      .execute();
    expect(linked).toEqual([]);
  });

  it('reports Cancel as popup-closed-by-user and signs nobody in', async () => {
    const browser = new TestBrowser();
    const { result } = await signInWithDevGoogle(browser, t.origin, 'cancel');
    expect(result).toEqual({
      type: 'sheetwise:google-auth',
      ok: false,
      code: 'popup-closed-by-user',
      message: 'Login canceled. Please try again.',
    });
    expect((await me(browser)).status).toBe(401);
    expect(browser.cookie(t.origin, 'google_auth')).toBeUndefined();
  });

  const failed = {
    type: 'sheetwise:google-auth',
    ok: false,
    code: 'google-login-failed',
    message: 'Google login failed. Please try again.',
  };

  it('refuses a callback whose state was tampered with', async () => {
    const browser = new TestBrowser();
    const { action } = await openLoginForm(browser, t.origin);
    const callback = await submitLoginForm(browser, action, {
      name: 'Eve',
      email: 'eve@example.com',
    });
    callback.searchParams.set('state', `${callback.searchParams.get('state') ?? ''}x`);
    const { result } = await readResultPage(await browser.request(callback));
    expect(result).toEqual(failed);
    expect((await me(browser)).status).toBe(401);
    expect(await usersWithEmail('eve@example.com')).toEqual([]);
  });

  it('refuses a callback in a browser that did not start the sign-in', async () => {
    const browser = new TestBrowser();
    const { action } = await openLoginForm(browser, t.origin);
    const callback = await submitLoginForm(browser, action, {
      name: 'Eve',
      email: 'eve@example.com',
    });
    browser.deleteCookie(t.origin, 'google_auth');
    const { result } = await readResultPage(await browser.request(callback));
    expect(result).toEqual(failed);
    expect((await me(browser)).status).toBe(401);
  });

  it('refuses a forged state cookie', async () => {
    const browser = new TestBrowser();
    const { action } = await openLoginForm(browser, t.origin);
    const callback = await submitLoginForm(browser, action, {
      name: 'Eve',
      email: 'eve@example.com',
    });
    const [payload, signature] = (browser.cookie(t.origin, 'google_auth') ?? '').split('.');
    const forged = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
    const edited = Buffer.from(JSON.stringify({ ...forged, expiresAt: 8.64e15 })).toString(
      'base64url',
    );
    const cookie = `google_auth=${edited}.${signature ?? ''}`;
    const response = await fetch(callback, { headers: { cookie }, redirect: 'manual' });
    expect((await readResultPage(response)).result).toEqual(failed);
  });

  it('does not let a finished callback be replayed', async () => {
    const browser = new TestBrowser();
    const { action } = await openLoginForm(browser, t.origin);
    const callback = await submitLoginForm(browser, action, { name: 'Ada', email: ada.email });
    const cookie = `google_auth=${browser.cookie(t.origin, 'google_auth') ?? ''}`;
    expect((await readResultPage(await browser.request(callback))).result.ok).toBe(true);
    // Even with the state cookie kept back, the code has been redeemed once and for all.
    const replayed = await fetch(callback, { headers: { cookie }, redirect: 'manual' });
    expect((await readResultPage(replayed)).result).toEqual(failed);
  });

  it('answers with a page that runs no inline script and posts only to the app’s origin', async () => {
    const { response, html, targetOrigin } = await signInWithDevGoogle(
      new TestBrowser(),
      t.origin,
      ada,
    );
    expect(targetOrigin).toBe(t.origin);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes]) => attributes?.trim())).toEqual([
      `type="application/json" id="oidc-result" data-target-origin="${t.origin}"`,
      'src="/api/auth/google/popup.js" defer',
    ]);
    expect(response.headers.get('cache-control')).toBe('no-store');

    const script = await fetch(`${t.origin}/api/auth/google/popup.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe(POPUP_SCRIPT);
  });
});
