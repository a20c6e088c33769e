import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QaQueryResponse } from '@sheetwise/contracts';
import { ManualClock } from '../../platform/clock';
import { MARCH_STATEMENT } from '../../test/statements';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

describe.each(testEngines())('follow-up questions through the API on %s', (engine) => {
  let t: TestApp;
  let clock: ManualClock;
  let ada: SessionClient;
  let bob: SessionClient;

  const ask = async (client: SessionClient, question: string, filename: string) => {
    clock.advance(60_000);
    const response = await client.request('POST', '/api/qa/query', { question, filename });
    expect(response.statusCode).toBe(200);
    return response.json<QaQueryResponse>();
  };

  beforeAll(async () => {
    clock = new ManualClock(new Date('2026-04-02T09:00:00.000Z'));
    t = await buildTestApp({ engine, clock });
    ada = (await SessionClient.signUp(t.app, 'ada@example.com')).client;
    bob = (await SessionClient.signUp(t.app, 'bob@example.com')).client;
    for (const [client, name] of [
      [ada, 'march.csv'],
      [ada, 'april.csv'],
      [bob, 'bobs.csv'],
    ] as const) {
      const uploaded = await client.upload('/api/embed/upload-doc', [
        { fileName: name, content: MARCH_STATEMENT },
      ]);
      expect(uploaded.statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('reads a follow-up against the last question of that chat, and of no other', async () => {
    await ask(ada, 'How much did I spend at Tesco in March?', 'march.csv');
    await ask(ada, 'How many transactions?', 'april.csv');
    const swapped = await ask(ada, 'what about Netflix?', 'march.csv');
    expect(swapped.data).toMatchObject({ kind: 'money', value: 999 });
    expect(swapped.answer).toContain('March 2026');
    // Another chat's question is not this one's context, nor another user's.
    await ask(bob, 'How many transactions at Tesco?', 'bobs.csv');
    const back = await ask(ada, 'and Tesco?', 'march.csv');
    expect(back.data).toMatchObject({ kind: 'money', value: 4510 });
  });

  it('follows a chain of follow-ups: each earlier question is read in the light of its own', async () => {
    await ask(ada, 'What was my largest expense?', 'april.csv');
    const smallest = await ask(ada, 'and the smallest?', 'april.csv');
    expect(smallest.data).toMatchObject({ value: 999 });
    // "How many was that?" leans on "and the smallest?", itself read against "the largest".
    const count = await ask(ada, 'How many was that?', 'april.csv');
    expect(count.data).toMatchObject({ kind: 'count', value: 2 });
  });
});
