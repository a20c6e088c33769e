import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { PRODUCTION_ENV } from '../../test/production-env';
import { createTestDatabase } from '../../test/test-database';
import { createMailer } from './transports';
import { mountMailOutbox } from './outbox-routes';

describe('where the development outbox runs', () => {
  it('refuses to be mounted in production, or in local mode with SMTP', async () => {
    const database = await createTestDatabase('pglite');
    for (const env of [PRODUCTION_ENV, { APP_MODE: 'local', SMTP_URL: 'smtp://127.0.0.1:2525' }]) {
      await expect(
        mountMailOutbox(Fastify(), { config: loadConfig(env), db: database.db }),
      ).rejects.toThrow('must never run outside local mode without SMTP');
    }
    await database.dispose();
  });

  it('is absent from a production server', async () => {
    const t = await buildTestApp({ env: PRODUCTION_ENV });
    expect((await t.app.inject({ url: '/dev-mail' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/dev-mail/1' })).statusCode).toBe(404);
    await t.close();
  });

  it('is absent in local mode once SMTP_URL is set', async () => {
    const t = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    expect((await t.app.inject({ url: '/dev-mail' })).statusCode).toBe(404);
    await t.close();
  });
});

describe('the development outbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists what was sent, newest first, and shows a message with its links', async () => {
    const empty = await t.app.inject({ url: '/dev-mail' });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('No e-mail has been sent yet.');

    const mailer = createMailer(t.config, t.database.db);
    await mailer.send({ to: 'ada@example.com', subject: 'First', text: 'One' });
    await mailer.send({
      to: 'Ada <ada@example.com>',
      subject: 'Second <b>bold</b>',
      text: 'Open http://localhost:3000/reset-password?token=abc_DEF-1 now & "quickly".',
    });

    const list = await t.app.inject({ url: '/dev-mail' });
    expect(list.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.headers['content-security-policy']).toContain("script-src 'self'");
    expect(list.body).not.toContain('<script');
    expect(list.body.indexOf('Second')).toBeLessThan(list.body.indexOf('First'));
    expect(list.body).toContain('Second &lt;b&gt;bold&lt;/b&gt;');
    const link = /<a href="(\/dev-mail\/\d+)">Second/.exec(list.body)?.[1];
    expect(link).toBeDefined();

    const message = await t.app.inject({ url: link ?? '' });
    expect(message.statusCode).toBe(200);
    expect(message.body).toContain('<dd>support@sheetwise.app</dd>');
    expect(message.body).toContain('<dd>ada@example.com</dd>');
    expect(message.body).toContain(
      '<a href="http://localhost:3000/reset-password?token=abc_DEF-1">http://localhost:3000/reset-password?token=abc_DEF-1</a> now &amp; &quot;quickly&quot;.',
    );

    expect((await t.app.inject({ url: '/dev-mail/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/dev-mail/nope' })).statusCode).toBe(404);
  });
});
