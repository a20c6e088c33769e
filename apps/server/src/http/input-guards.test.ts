import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INCOMPLETE_UPLOAD_MESSAGE, SERVER_MESSAGES } from '@sheetwise/contracts';
import { multipartBody } from '../test/multipart';
import { SessionClient } from '../test/session-client';
import { buildTestApp, type TestApp } from '../test/test-app';

const STATEMENT = 'Date,Description,Amount\n2026-03-01,Salary,2500.00\n2026-03-02,GROCER,-45.10\n';

describe('request-wide input rules', () => {
  let t: TestApp;
  let ada: SessionClient;

  beforeAll(async () => {
    t = await buildTestApp();
    ada = (await SessionClient.signUp(t.app, 'ada@example.com')).client;
  });
  afterAll(() => t.close());

  const errorLogs = () =>
    t.logs.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

  it.each([
    ['a path', 'GET', '/api/documents/a%00b.csv/messages', undefined],
    ['a name', 'PATCH', '/api/me', { name: 'Ada\u0000' }],
    ['a question', 'POST', '/api/qa/query', { question: 'how\u0000much', filename: 'a.csv' }],
    [
      'an e-mail',
      'POST',
      '/api/auth/register',
      { name: 'A', email: 'a\u0000@example.com', password: 'password' },
    ],
  ] as const)(
    'answers a NUL in %s with a 400 and logs no error',
    async (_where, method, url, body) => {
      const response = await ada.request(method, url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'invalid-input',
        message: SERVER_MESSAGES.nulCharacter,
      });
      expect(errorLogs()).toEqual([]);
    },
  );

  it('marks every API answer, errors included, as never to be cached', async () => {
    expect((await ada.request('GET', '/api/me')).headers['cache-control']).toBe('no-store');
    expect((await ada.request('GET', '/api/nothing-here')).headers['cache-control']).toBe(
      'no-store',
    );
    // The router decodes this to /api/me: the rule follows the route, not the raw text.
    expect((await ada.request('GET', '/%61pi/me')).headers['cache-control']).toBe('no-store');
  });

  it('answers a multipart body cut short with a 400, storing nothing', async () => {
    const { body, contentType } = multipartBody([{ fileName: 'cut.csv', content: STATEMENT }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/embed/upload-doc',
      payload: body.subarray(0, body.length - 30),
      headers: {
        'content-type': contentType,
        cookie: ada.cookieHeader(),
        'x-csrf-token': ada.cookie('csrf_token') ?? '',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'incomplete-upload',
      message: INCOMPLETE_UPLOAD_MESSAGE,
    });
    expect(errorLogs()).toEqual([]);
    expect(await t.database.db.selectFrom('documents').selectAll().execute()).toEqual([]);
  });

  it('keeps every stored name reachable: a 180-character name can be chatted about and deleted', async () => {
    const name = `${'Statement of account for the period '.repeat(5).slice(0, 176)}.csv`;
    expect(name).toHaveLength(180);
    const upload = await ada.upload('/api/embed/upload-doc', [
      { fileName: name, content: STATEMENT },
    ]);
    expect(upload.statusCode).toBe(201);
    const url = `/api/documents/${encodeURIComponent(name)}`;
    expect((await ada.request('GET', `${url}/messages`)).statusCode).toBe(200);
    expect((await ada.request('DELETE', url)).statusCode).toBe(204);
  });

  it('cuts a name too long to keep from its start, keeping the extension', async () => {
    const upload = await ada.upload('/api/embed/upload-doc', [
      { fileName: `${'x'.repeat(400)}-march.csv`, content: STATEMENT },
    ]);
    const stored = upload.json<{ document: { fileName: string } }>().document.fileName;
    expect(stored).toHaveLength(200);
    expect(stored.endsWith('x-march.csv')).toBe(true);
  });

  it('strips the marks that reorder text from a file name', async () => {
    const upload = await ada.upload('/api/embed/upload-doc', [
      { fileName: 'invoice\u202Evsc.csv', content: STATEMENT },
    ]);
    expect(upload.json<{ document: { fileName: string } }>().document.fileName).toBe(
      'invoicevsc.csv',
    );
  });
});
