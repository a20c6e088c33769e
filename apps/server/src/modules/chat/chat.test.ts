import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatHistory, ChatList, QaQueryResponse } from '@sheetwise/contracts';
import { ManualClock } from '../../platform/clock';
import { MARCH_STATEMENT } from '../../test/statements';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

const FALLBACK = 'Sorry, something went wrong while getting AI response.';

describe.each(testEngines())('the Banking Assistant API on %s', (engine) => {
  let t: TestApp;
  let clock: ManualClock;
  let ada: { client: SessionClient; id: string };
  let bob: { client: SessionClient; id: string };

  const ask = (client: SessionClient, question: unknown, filename: unknown = 'march.csv') =>
    client.request('POST', '/api/qa/query', { question, filename });
  const messageCount = async () =>
    (await t.database.db.selectFrom('messages').select('id').execute()).length;

  beforeAll(async () => {
    clock = new ManualClock(new Date('2026-04-02T09:00:00.000Z'));
    t = await buildTestApp({ engine, clock });
    ada = await SessionClient.signUp(t.app, 'ada@example.com');
    bob = await SessionClient.signUp(t.app, 'bob@example.com');
    for (const [user, name] of [
      [ada, 'march.csv'],
      [ada, 'april.csv'],
      [bob, 'bobs.csv'],
    ] as const) {
      const response = await user.client.upload('/api/embed/upload-doc', [
        { fileName: name, content: MARCH_STATEMENT },
      ]);
      expect(response.statusCode).toBe(201);
      clock.advance(60_000);
    }
  });
  afterAll(() => t.close());

  it('answers from the statement with the figure and its proof, and saves both messages', async () => {
    const response = await ask(ada.client, '  What balance did the account end with?  ');
    expect(response.statusCode).toBe(200);
    const body = response.json<QaQueryResponse>();
    expect(body.answer).toContain('2,444.91');
    expect(body.data).toMatchObject({ kind: 'balance', value: 244491 });
    expect(body.data?.transactions.map((tx) => tx.description)).toContain('NETFLIX.COM');

    clock.advance(60_000);
    const spent = (await ask(ada.client, 'How much did I spend?')).json<QaQueryResponse>();
    expect(spent.data).toMatchObject({ kind: 'money', value: 5509 });
    expect(spent.data?.transactions).toHaveLength(2);

    const history = await ada.client.request('GET', '/api/documents/march.csv/messages');
    expect(history.statusCode).toBe(200);
    const messages = history.json<ChatHistory>();
    expect(messages.map((m) => [m.role, m.message.slice(0, 20)])).toEqual([
      ['user', 'What balance did the'],
      ['assistant', body.answer.slice(0, 20)],
      ['user', 'How much did I spend'],
      ['assistant', spent.answer.slice(0, 20)],
    ]);
    expect(messages[1]?.data).toEqual(body.data);
    expect(messages[0]?.data).toBeUndefined();
  });

  it('lists every document with its latest message, the most recent activity first', async () => {
    const response = await ada.client.request('GET', '/api/documents');
    expect(response.statusCode).toBe(200);
    const chats = response.json<ChatList>();
    expect(chats.map((c) => [c.fileName, c.lastMessage !== null])).toEqual([
      ['march.csv', true],
      ['april.csv', false],
    ]);
    expect(chats[0]?.lastMessage).toContain('55.09');
  });

  it.each([
    ['an empty question', '   ', 'march.csv'],
    ['no question', undefined, 'march.csv'],
    ['a question far too long', 'x'.repeat(2001), 'march.csv'],
    ['no file name', 'Total spent?', ''],
  ])('refuses %s with 400 and saves nothing', async (_, question, filename) => {
    const before = await messageCount();
    const response = await ask(ada.client, question, filename);
    expect(response.statusCode).toBe(400);
    expect(await messageCount()).toBe(before);
  });

  it("answers 404 for another user's document, shows none of it, and saves nothing", async () => {
    const before = await messageCount();
    const response = await ask(ada.client, 'Total spent?', 'bobs.csv');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'document-not-found',
      message: 'That document is no longer in your projects.',
    });
    expect((await ada.client.request('GET', '/api/documents/bobs.csv/messages')).statusCode).toBe(
      404,
    );
    const bobsChats = (await bob.client.request('GET', '/api/documents')).json<ChatList>();
    expect(bobsChats.map((c) => c.fileName)).toEqual(['bobs.csv']);
    expect(await messageCount()).toBe(before);
  });

  it('saves and returns the apology when the answer fails', async () => {
    await t.database.db
      .updateTable('documents')
      .set({ summary: '{}' })
      .where('file_name', '=', 'april.csv')
      .execute();
    const response = await ask(ada.client, 'Total spent?', 'april.csv');
    expect(response.statusCode).toBe(200);
    const apology = response.json<QaQueryResponse>();
    expect(apology.answer).toBe(FALLBACK);
    expect(apology.data).toBeUndefined();
    expect(apology.messageId).toMatch(/^[0-9a-f-]{36}$/);
    const history = (
      await ada.client.request('GET', '/api/documents/april.csv/messages')
    ).json<ChatHistory>();
    expect(history.map((m) => [m.role, m.message])).toEqual([
      ['user', 'Total spent?'],
      ['assistant', FALLBACK],
    ]);
    expect(t.logs.join('\n')).not.toContain('SALARY ACME');
  });

  it('cites at most 100 transactions and says how many there are', async () => {
    const rows = ['Date,Description,Amount'];
    for (let day = 0; day < 150; day += 1) {
      rows.push(`2026-01-${String((day % 28) + 1).padStart(2, '0')},COFFEE SHOP ${day},-2.50`);
    }
    await ada.client.upload('/api/embed/upload-doc', [
      { fileName: 'coffee.csv', content: rows.join('\n') },
    ]);
    const reply = (
      await ask(ada.client, 'How much did I spend?', 'coffee.csv')
    ).json<QaQueryResponse>();
    expect(reply.data).toMatchObject({ kind: 'money', value: 37500, transactionCount: 150 });
    expect(reply.data?.transactions).toHaveLength(100);
  });

  it('needs a signed-in user', async () => {
    const stranger = await SessionClient.open(t.app);
    expect((await ask(stranger, 'Total spent?')).statusCode).toBe(401);
    expect((await stranger.request('GET', '/api/documents')).statusCode).toBe(401);
  });

  it('deleting a document deletes its chat', async () => {
    expect((await ada.client.request('DELETE', '/api/documents/march.csv')).statusCode).toBe(204);
    const left = await t.database.db
      .selectFrom('messages')
      .innerJoin('documents', 'documents.id', 'messages.document_id')
      .select('documents.file_name')
      .execute();
    expect(left.map((row) => row.file_name).sort()).toEqual([
      'april.csv',
      'april.csv',
      'coffee.csv',
      'coffee.csv',
    ]);
  });
});
