import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error';
import { buildTestApp, csrfPair, type TestApp } from '../test/test-app';

describe('error responses', () => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp({
      extend: (app) => {
        app.post(
          '/api/strict',
          { schema: { body: z.object({ email: z.email('Please enter a valid email address.') }) } },
          () => ({ ok: true }),
        );
        app.get('/api/conflict', () => {
          throw new AppError(409, 'email-already-in-use', 'This email is already registered.');
        });
        app.get('/api/crash', () => {
          throw new Error('database password is hunter2');
        });
      },
    });
    const pair = await csrfPair(t.app);
    headers = { cookie: pair.cookie, 'x-csrf-token': pair.header };
  });
  afterAll(() => t.close());

  it('answers invalid input with 400 and the schema’s message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/strict',
      headers,
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid-input',
      message: 'Please enter a valid email address.',
    });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/strict',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('invalid-input');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/strict',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ code: string }>().code).toBe('payload-too-large');
  });

  it('passes an AppError’s status, code and message through', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'email-already-in-use',
      message: 'This email is already registered.',
    });
  });

  it('hides an unexpected error’s details from the client and logs it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toContain('hunter2');
    expect(t.logs.some((line) => line.includes('"level":50'))).toBe(true);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not-found', message: 'Not found.' });
  });
});
