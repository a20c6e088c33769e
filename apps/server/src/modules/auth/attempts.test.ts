import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionClient } from '../../test/session-client';
import { buildTestApp } from '../../test/test-app';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-database';
import { ManualClock } from '../../platform/clock';

const owner = { name: 'Owner', email: 'owner@example.com', password: 'correct horse' };

describe.each(testEngines())('sign-in limits on %s', (engine) => {
  let database: TestDatabase;
  const clock = new ManualClock(new Date('2026-05-01T10:00:00Z'));

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const t = await buildTestApp({ database, clock });
    const client = await SessionClient.open(t.app);
    await client.request('POST', '/api/auth/register', owner);
    await t.close();
  });
  afterAll(() => database.dispose());

  async function attempt(password: string) {
    // A new app each time would be a restart; the same app is enough to count attempts.
    const t = await buildTestApp({ database, clock });
    const client = await SessionClient.open(t.app);
    const response = await client.request('POST', '/api/auth/login', {
      email: owner.email,
      password,
    });
    await t.close();
    return response;
  }

  it('locks an account after 10 failures in 15 minutes, across restarts, even for the right password', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt('wrong password')).statusCode).toBe(401);
    }
    const locked = await attempt(owner.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      code: 'too-many-requests',
      message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    });

    clock.advance(15 * 60 * 1000);
    expect((await attempt(owner.password)).statusCode).toBe(200);
  });

  it('limits one address across many accounts', async () => {
    const t = await buildTestApp({ database, clock });
    const client = await SessionClient.open(t.app);
    for (let i = 0; i < 10; i += 1) {
      await client.request('POST', '/api/auth/login', {
        email: `guess${i}@example.com`,
        password: 'x',
      });
    }
    const response = await client.request('POST', '/api/auth/login', {
      email: 'someone-else@example.com',
      password: 'x',
    });
    expect(response.statusCode).toBe(429);
    await t.close();
    clock.advance(15 * 60 * 1000);
  });

  it('limits sign-ups from one address', async () => {
    const t = await buildTestApp({ database, clock });
    const client = await SessionClient.open(t.app);
    for (let i = 0; i < 10; i += 1) {
      const response = await client.request('POST', '/api/auth/register', {
        name: 'Bot',
        email: `bot${i}@example.com`,
        password: 'password',
      });
      expect(response.statusCode).toBe(201);
    }
    const refused = await client.request('POST', '/api/auth/register', {
      name: 'Bot',
      email: 'bot-last@example.com',
      password: 'password',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ code: string }>().code).toBe('too-many-requests');
    await t.close();
  });

  it('lets no more than 10 of 40 parallel wrong passwords be checked', async () => {
    clock.advance(15 * 60 * 1000);
    const t = await buildTestApp({ database, clock });
    const clients = await Promise.all(Array.from({ length: 40 }, () => SessionClient.open(t.app)));
    const statuses = await Promise.all(
      clients.map(async (client) => {
        const response = await client.request('POST', '/api/auth/login', {
          email: owner.email,
          password: 'wrong password',
        });
        return response.statusCode;
      }),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    await t.close();
  });

  it('counts sign-ups refused for a taken address, so e-mails cannot be probed without limit', async () => {
    clock.advance(15 * 60 * 1000);
    const t = await buildTestApp({ database, clock });
    const client = await SessionClient.open(t.app);
    const probe = () =>
      client.request('POST', '/api/auth/register', { ...owner, password: 'password' });
    for (let i = 0; i < 10; i += 1) expect((await probe()).statusCode).toBe(409);
    expect((await probe()).statusCode).toBe(429);
    await t.close();
  });

  it('does not count sign-ins that succeed', async () => {
    clock.advance(15 * 60 * 1000);
    const t = await buildTestApp({ database, clock });
    for (let i = 0; i < 12; i += 1) {
      const client = await SessionClient.open(t.app);
      const response = await client.request('POST', '/api/auth/login', owner);
      expect(response.statusCode).toBe(200);
    }
    await t.close();
  });
});
