import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';
import { CONFIG_PLACEHOLDER, renderIndexHtml } from './web-app';

const CONFIG_BLOCK = /<script type="application\/json" id="sheetwise-config">(.*?)<\/script>/;

describe('renderIndexHtml', () => {
  it('writes config that nothing inside can break out of', () => {
    const hostile = '"x</script><script>alert(1)</script>"@example.com';
    const html = renderIndexHtml(`<head>${CONFIG_PLACEHOLDER}</head>`, {
      supportEmail: hostile,
      mode: 'production',
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(CONFIG_BLOCK.exec(html)?.[1] ?? 'null')).toEqual({
      supportEmail: hostile,
      mode: 'production',
    });
  });
});

const SCRIPT = 'console.log("app")'.repeat(100);

async function fakeWebBuild(): Promise<string> {
  const dir = await mkdtemp(`${tmpdir()}/sheetwise-web-`);
  await mkdir(`${dir}/assets`);
  await writeFile(
    `${dir}/index.html`,
    `<!doctype html><html><head>${CONFIG_PLACEHOLDER}</head><body><div id="root"></div></body></html>`,
  );
  await writeFile(`${dir}/assets/index-abc123.js`, SCRIPT);
  await writeFile(`${dir}/assets/index-abc123.js.gz`, gzipSync(SCRIPT));
  await writeFile(`${dir}/favicon.svg`, '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('serving the web app', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      webDistDir: await fakeWebBuild(),
      env: { SUPPORT_EMAIL: 'help@example.com' },
    });
  });
  afterAll(() => t.close());

  it.each([
    '/',
    '/login',
    '/register',
    '/terms',
    '/privacy',
    '/dashboard',
    '/my-projects',
    '/rescent-project',
    '/no/such/page',
  ])('answers a browser opening %s with the app shell', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('fills in the public config block', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.body).not.toContain(CONFIG_PLACEHOLDER);
    const match = CONFIG_BLOCK.exec(response.body);
    expect(JSON.parse(match?.[1] ?? 'null')).toEqual({
      supportEmail: 'help@example.com',
      mode: 'local',
    });
  });

  it('never serves the raw template', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(response.body).not.toContain(CONFIG_PLACEHOLDER);
  });

  it('caches hashed assets for a year and sends the compressed copy when accepted', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('caches other static files briefly', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing asset with 404 rather than the app shell', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not-found', message: 'Not found.' });
  });

  it('keeps API 404s in JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});
