import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildTestApp } from '../../test/test-app';
import { PRODUCTION_ENV } from '../../test/production-env';
import { systemClock } from '../clock';
import { testWorkbook } from '../../modules/onedrive/testing/workbooks';
import { mountDevMicrosoftService } from './mount';

describe('where the development Microsoft service runs', () => {
  it('refuses to be mounted outside local mode', async () => {
    const config = loadConfig(PRODUCTION_ENV);
    const t = await buildTestApp();
    await expect(
      mountDevMicrosoftService(Fastify(), { config, db: t.database.db, clock: systemClock }),
    ).rejects.toThrow('must never run outside local mode');
    await t.close();
  });

  it('is absent from a production server, which talks to Microsoft', async () => {
    const t = await buildTestApp({ env: PRODUCTION_ENV });
    expect((await t.app.inject({ url: '/dev-onedrive' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/dev-onedrive/oauth2/v2.0/authorize' })).statusCode).toBe(
      404,
    );
    expect(t.config.microsoft.authority).toBe('https://login.microsoftonline.com/common');
    expect(t.config.microsoft.graphUrl).toBe('https://graph.microsoft.com/v1.0');
    await t.close();
  });
});

describe('the development OneDrive page', () => {
  it('takes an uploaded workbook, lists it and gives it back byte for byte', async () => {
    const t = await buildTestApp();
    const home = await t.app.inject({ url: '/dev-onedrive' });
    expect(home.statusCode).toBe(200);
    const cookie = home.cookies.find((c) => c.name === 'dev_onedrive_form')?.value ?? '';
    const formToken = /name="form_token" value="([^"]+)"/.exec(home.body)?.[1] ?? '';
    const content = await testWorkbook([['Item'], ['a']]);
    const form = new FormData();
    form.set('form_token', formToken);
    form.set('account', 'Ada@Example.com');
    form.set('file', new Blob([content]), 'budget.xlsx');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/dev-onedrive/files',
      headers: {
        cookie: `dev_onedrive_form=${cookie}`,
        'content-type': request.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(upload.statusCode).toBe(303);
    const listed = await t.app.inject({ url: '/dev-onedrive' });
    expect(listed.body).toContain('ada@example.com');
    const href = /href="(\/dev-onedrive\/items\/[^"]+)">Download budget\.xlsx/.exec(
      listed.body,
    )?.[1];
    const download = await t.app.inject({ url: href ?? '/missing' });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    await t.close();
  });
});
