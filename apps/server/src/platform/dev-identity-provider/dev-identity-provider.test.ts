import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { TestBrowser } from '../../modules/auth/google/testing/browser';
import { openLoginForm } from '../../modules/auth/google/testing/google-flow';
import { listenTestApp, type ListeningApp } from '../../modules/auth/google/testing/listening-app';
import { buildTestApp } from '../../test/test-app';
import { sha256Hex } from '../tokens';
import { subjectFor } from './accounts';
import { mountDevIdentityProvider } from './mount';
import { PRODUCTION_ENV } from '../../test/production-env';

describe('where the development identity provider runs', () => {
  it('refuses to be mounted outside local mode', async () => {
    const config = loadConfig(PRODUCTION_ENV);
    await expect(
      mountDevIdentityProvider(Fastify(), { config, redirectUri: `${config.appUrl}/cb` }),
    ).rejects.toThrow('must never run outside local mode');
  });

  it('is absent from a production server, where Google sign-in answers 503 until configured', async () => {
    const t = await buildTestApp({ env: PRODUCTION_ENV });
    const discovery = await t.app.inject({ url: '/dev-idp/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/dev-idp/auth' })).statusCode).toBe(404);
    const start = await t.app.inject({ url: '/api/auth/google/start' });
    expect(start.statusCode).toBe(503);
    expect(start.json()).toEqual({
      code: 'google-not-configured',
      message: 'Google sign-in is not configured on this server.',
    });
    await t.close();
  });

  it('is absent in local mode once real Google credentials are set', async () => {
    const t = await buildTestApp({
      env: { GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'secret' },
    });
    const discovery = await t.app.inject({ url: '/dev-idp/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(404);
    await t.close();
  });
});

describe('the development identity provider', () => {
  let t: ListeningApp;

  beforeAll(async () => {
    t = await listenTestApp();
  });
  afterAll(() => t.close());

  it('publishes discovery for its issuer below our own origin, without logout or PAR', async () => {
    const response = await fetch(`${t.origin}/dev-idp/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      issuer: `${t.origin}/dev-idp`,
      authorization_endpoint: `${t.origin}/dev-idp/auth`,
      token_endpoint: `${t.origin}/dev-idp/token`,
      jwks_uri: `${t.origin}/dev-idp/jwks`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(metadata.claims_supported).toEqual(expect.arrayContaining(['email', 'name']));
    expect(metadata).not.toHaveProperty('end_session_endpoint');
    expect(metadata).not.toHaveProperty('pushed_authorization_request_endpoint');
  });

  it('asks for a name and an e-mail on an accessible form that runs no script', async () => {
    const browser = new TestBrowser();
    const { response, html } = await openLoginForm(browser, t.origin);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(
      /<label for="name">Name<\/label>\s*<input id="name" name="name" type="text"/,
    );
    expect(html).toMatch(
      /<label for="email">Email<\/label>\s*<input id="email" name="email" type="email"/,
    );
    expect(html).toMatch(/<button type="submit"[^>]*>Continue<\/button>/);
    // Cancel must work with the fields empty, so it skips the browser's own validation.
    expect(html).toMatch(
      /<button type="submit"[^>]*formaction="[^"]+\/abort" formnovalidate>Cancel<\/button>/,
    );
  });

  it('keeps its state in signed cookies of its own, httpOnly and SameSite=Lax', async () => {
    const browser = new TestBrowser();
    const start = await browser.request(`${t.origin}/api/auth/google/start`);
    const authorize = await browser.request(start.headers.get('location') ?? '');
    expect(authorize.status).toBe(303);
    const cookies = authorize.headers.getSetCookie();
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual([
      'dev_idp_interaction',
      'dev_idp_interaction.sig',
      'dev_idp_interaction_resume',
      'dev_idp_interaction_resume.sig',
    ]);
    for (const cookie of cookies)
      expect(cookie).toMatch(/; path=\/dev-idp\/.*; samesite=lax; httponly$/);
  });

  it('asks again, keeping what was typed, when the e-mail is not valid', async () => {
    const browser = new TestBrowser();
    const { action } = await openLoginForm(browser, t.origin);
    const response = await browser.request(`${action.href}/login`, {
      method: 'POST',
      form: { name: 'Ada "<b>"', email: 'not-an-address' },
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('value="Ada &quot;&lt;b&gt;&quot;"');
    expect(html).toMatch(
      /<input id="email"[^>]* aria-invalid="true" aria-describedby="email-error">/,
    );
    expect(html).toContain(
      '<p class="error" id="email-error" role="alert">Please enter a valid email address.</p>',
    );

    const retried = await browser.request(`${action.href}/login`, {
      method: 'POST',
      form: { name: 'Ada', email: 'ada@example.com' },
    });
    expect(retried.status).toBe(303);
  });

  it('turns away a form posted without the browser’s interaction cookie', async () => {
    const { action } = await openLoginForm(new TestBrowser(), t.origin);
    const stranger = new TestBrowser();
    const response = await stranger.request(`${action.href}/login`, {
      method: 'POST',
      form: { name: 'Mallory', email: 'mallory@example.com' },
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('This sign-in has expired or was already used.');
    expect(html).not.toMatch(/<script/i);
  });

  it('turns away an interaction other than the one this browser is in', async () => {
    const browser = new TestBrowser();
    await openLoginForm(browser, t.origin);
    const response = await browser.request(`${t.origin}/dev-idp/interaction/someone-elses`);
    expect(response.status).toBe(400);
  });

  it('shows its own script-free page for a request it cannot serve', async () => {
    const response = await fetch(`${t.origin}/dev-idp/auth?client_id=unknown&response_type=code`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<h1>Sign-in failed</h1>');
    expect(html).not.toMatch(/<script/i);
  });

  it('insists on PKCE', async () => {
    const query = new URLSearchParams({
      client_id: 'sheetwise-local',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: `${t.origin}/api/auth/google/callback`,
    });
    const response = await fetch(`${t.origin}/dev-idp/auth?${query.toString()}`, {
      redirect: 'manual',
    });
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.pathname).toBe('/api/auth/google/callback');
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });
});

describe('subjectFor', () => {
  it('derives one stable subject per e-mail address, ignoring case and spaces', () => {
    expect(subjectFor(' Ada@Example.COM ')).toBe(sha256Hex('ada@example.com'));
    expect(subjectFor('ada@example.com')).not.toBe(subjectFor('grace@example.com'));
  });
});
