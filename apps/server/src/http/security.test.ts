import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../test/production-env';
import { buildTestApp, csrfPair, type TestApp } from '../test/test-app';

describe('security headers and logging', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      extend: (app) => {
        app.post('/api/echo', () => ({ ok: true }));
      },
    });
  });
  afterAll(() => t.close());

  it('sends API answers a policy that allows nothing, and the REST hardening headers', async () => {
    for (const url of ['/api/health', '/%61pi/health', '/api/nothing-here']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('sends pages, the Google sign-in popup included, a strict page policy', async () => {
    for (const url of ['/', '/dashboard', '/api/auth/google/popup.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-src 'none'");
      expect(csp).not.toContain('razorpay');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      // The sign-in popup reports back to the page that opened it.
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    }
  });

  it('tells browsers to use HTTPS only, on API answers and pages alike, in production', async () => {
    const production = await buildTestApp({ env: PRODUCTION_ENV });
    const api = await production.app.inject({ method: 'GET', url: '/api/health' });
    const page = await production.app.inject({ method: 'GET', url: '/api/auth/google/popup.js' });
    await production.close();
    for (const response of [api, page]) {
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    }
    expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('lets Razorpay’s checkout script and frames in only when Razorpay is configured', async () => {
    const withRazorpay = await buildTestApp({
      env: {
        RAZORPAY_KEY_ID: 'rzp_test_key',
        RAZORPAY_KEY_SECRET: 'key-secret',
        RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
      },
    });
    const response = await withRazorpay.app.inject({ method: 'GET', url: '/' });
    await withRazorpay.close();
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toContain('frame-src https://api.razorpay.com https://checkout.razorpay.com');
  });

  it('logs requests without bodies, cookies, headers or query strings', async () => {
    const { cookie, header } = await csrfPair(t.app);
    t.logs.length = 0;
    await t.app.inject({
      method: 'POST',
      url: '/api/echo?code=one-time-secret',
      headers: { cookie: `${cookie}; session=session-secret`, 'x-csrf-token': header },
      payload: { password: 'body-secret', statement: 'SALARY 4,200.00' },
    });
    const written = t.logs.join('\n');
    expect(written).toContain('"path":"/api/echo"');
    for (const secret of ['one-time-secret', 'session-secret', 'body-secret', 'SALARY', header]) {
      expect(written).not.toContain(secret);
    }
  });
});
