import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler';
import { responseSerializerCompiler } from './response-serializer';

const Reply = z.object({ name: z.string(), count: z.number().int() });

async function appAnswering(payload: unknown) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  app.get('/thing', { schema: { response: { 200: Reply } } }, () => payload);
  await app.ready();
  return app;
}

describe('responseSerializerCompiler', () => {
  it('writes only the fields the schema names, so a stored row never leaks a column', async () => {
    const app = await appAnswering({ name: 'Ada', count: 2, password_hash: '$argon2id$secret' });
    const response = await app.inject({ method: 'GET', url: '/thing' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Ada', count: 2 });
    expect(response.body).not.toContain('argon2id');
    await app.close();
  });

  it('answers 500, without the data, when a response breaks its schema', async () => {
    const app = await appAnswering({ name: 'Ada', count: 'two' });
    const response = await app.inject({ method: 'GET', url: '/thing' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('Ada');
    await app.close();
  });

  it('refuses, at registration, a response schema that is not a zod schema', async () => {
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(responseSerializerCompiler);
    app.get('/json-schema', { schema: { response: { 200: { type: 'object' } } } }, () => ({}));
    await expect(app.ready()).rejects.toThrow('is not a zod schema');
  });
});
