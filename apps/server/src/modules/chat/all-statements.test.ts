import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatHistory, QaQueryResponse } from '@sheetwise/contracts';
import { ManualClock } from '../../platform/clock';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

const CURRENT = [
  'Date,Description,Amount,Balance',
  '2026-03-01,SALARY ACME LTD,2500.00,2500.00',
  '2026-03-02,TESCO STORES 2231,-45.10,2454.90',
  '2026-03-10,TRANSFER TO SAVINGS,-500.00,1954.90',
].join('\n');
// The next export repeats the 2nd of March; savings receives the transfer.
const CURRENT_LATER = [
  'Date,Description,Amount,Balance',
  '2026-03-02,TESCO STORES 2231,-45.10,2454.90',
  '2026-04-02,TESCO STORES 2231,-30.00,1924.90',
].join('\n');
// The savings export prints its bank above the table, by which a question may name it.
const SAVINGS = [
  'Rabobank Spaarrekening',
  '',
  'Date,Description,Amount,Balance',
  '2026-03-01,OPENING DEPOSIT,100.00,100.00',
  '2026-03-11,FROM CURRENT ACCOUNT,500.00,600.00',
].join('\n');

describe.each(testEngines())('the all-statements chat on %s', (engine) => {
  let t: TestApp;
  let clock: ManualClock;
  let ada: SessionClient;
  let bob: SessionClient;

  const ask = async (client: SessionClient, question: string) => {
    clock.advance(60_000);
    return client.request('POST', '/api/qa/query-all', { question });
  };

  beforeAll(async () => {
    clock = new ManualClock(new Date('2026-04-10T09:00:00.000Z'));
    t = await buildTestApp({ engine, clock });
    ada = (await SessionClient.signUp(t.app, 'ada@example.com')).client;
    bob = (await SessionClient.signUp(t.app, 'bob@example.com')).client;
    for (const [name, content] of [
      ['march.csv', CURRENT],
      ['april.csv', CURRENT_LATER],
      ['savings.csv', SAVINGS],
    ] as const) {
      const uploaded = await ada.upload('/api/embed/upload-doc', [{ fileName: name, content }]);
      expect(uploaded.statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('answers from every statement, shared rows once, own transfers neither in nor out', async () => {
    const spent = await ask(ada, 'How much did I spend?');
    expect(spent.statusCode).toBe(200);
    expect(spent.json<QaQueryResponse>().data).toMatchObject({ kind: 'money', value: 7510 });
    const received = (await ask(ada, 'How much came in?')).json<QaQueryResponse>();
    expect(received.data).toMatchObject({ kind: 'money', value: 260000 });
  });

  it('keeps its own chat, follow-ups included, and shows it to its owner only', async () => {
    await ask(ada, 'How much did I spend at Tesco in March?');
    const followUp = (await ask(ada, 'and in April?')).json<QaQueryResponse>();
    expect(followUp.data).toMatchObject({ kind: 'money', value: 3000 });
    const history = await ada.request('GET', '/api/chats/all/messages');
    const messages = history.json<ChatHistory>();
    expect(messages.filter((m) => m.role === 'user').map((m) => m.message)).toEqual([
      'How much did I spend?',
      'How much came in?',
      'How much did I spend at Tesco in March?',
      'and in April?',
    ]);
    expect((await bob.request('GET', '/api/chats/all/messages')).json<ChatHistory>()).toEqual([]);
    // No document's chat holds them.
    const march = await ada.request('GET', '/api/documents/march.csv/messages');
    expect(march.json<ChatHistory>()).toEqual([]);
  });

  it('asks for a statement first when there is none, and saves nothing', async () => {
    const response = await ask(bob, 'How much did I spend?');
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(
      'Upload a statement first: this chat answers from all of your statements together.',
    );
    expect((await bob.request('GET', '/api/chats/all/messages')).json<ChatHistory>()).toEqual([]);
  });

  it('refuses an empty question with 400', async () => {
    expect((await ask(ada, '   ')).statusCode).toBe(400);
  });

  it('compares the statements by their file names, the latest ones when asked', async () => {
    const reply = (
      await ask(ada, 'Compare my spending across my last two statements')
    ).json<QaQueryResponse>();
    expect(reply.data?.chart?.points).toEqual([
      { label: 'savings.csv (01-March-2026 – 11-March-2026)', valueMinor: 0 },
      { label: 'april.csv (02-March-2026 – 02-April-2026)', valueMinor: 7510 },
    ]);
  });

  it('keeps the bank a statement prints, and names the statement by it', async () => {
    const reply = (
      await ask(ada, 'How many transactions in my Rabobank account?')
    ).json<QaQueryResponse>();
    expect(reply.data).toMatchObject({ kind: 'count', value: 2 });
    expect(reply.answer).toContain('savings.csv');
  });
});
