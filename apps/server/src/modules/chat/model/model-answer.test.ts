import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QaQueryResponse } from '@sheetwise/contracts';
import { startFakeModelServer, type FakeModelServer } from '../../../test/fake-model-server';
import { MARCH_STATEMENT } from '../../../test/statements';
import { SessionClient } from '../../../test/session-client';
import { buildTestApp, type TestApp } from '../../../test/test-app';

describe('the Banking Assistant with a language model', () => {
  let model: FakeModelServer;
  let t: TestApp;
  let ada: { client: SessionClient; id: string };

  const ask = async (question: string) =>
    (
      await ada.client.request('POST', '/api/qa/query', { question, filename: 'march.csv' })
    ).json<QaQueryResponse>();

  beforeAll(async () => {
    model = await startFakeModelServer();
    t = await buildTestApp({
      env: {
        LLM_BASE_URL: model.baseUrl,
        LLM_MODEL: 'fake-small',
        LLM_API_KEY: 'sk-test-123',
        LLM_TIMEOUT_MS: '500',
      },
    });
    ada = await SessionClient.signUp(t.app, 'ada@example.com');
    await ada.client.upload('/api/embed/upload-doc', [
      { fileName: 'march.csv', content: MARCH_STATEMENT },
    ]);
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  it('lets the model call the engine and phrase the reply, with the engine’s proof', async () => {
    model.script([
      { toolCall: { name: 'ask_statement', arguments: { question: 'How much did I spend?' } } },
      { reply: 'You spent 55.09 this month, mostly at Tesco.' },
    ]);
    const reply = await ask('what did I spend, roughly?');
    expect(reply.answer).toBe('You spent 55.09 this month, mostly at Tesco.');
    expect(reply.data).toMatchObject({ kind: 'money', value: 5509, transactionCount: 2 });

    const [first, second] = model.requests.slice(-2);
    expect(first?.authorization).toBe('Bearer sk-test-123');
    expect(first?.body.model).toBe('fake-small');
    expect(first?.body.tools.map((tool) => tool.function.name)).toEqual(['ask_statement']);
    expect(first?.body.messages.at(-1)).toEqual({
      role: 'user',
      content: 'what did I spend, roughly?',
    });
    const toolResult = second?.body.messages.at(-1);
    expect(toolResult?.role).toBe('tool');
    expect(toolResult?.content).toContain('55.09');
  });

  it('falls back to the engine when the model states a figure no tool gave', async () => {
    model.script([
      { toolCall: { name: 'ask_statement', arguments: { question: 'How much did I spend?' } } },
      { reply: 'You spent 61.00 this month.' },
    ]);
    const reply = await ask('How much did I spend?');
    expect(reply.answer).not.toContain('61.00');
    expect(reply.answer).toContain('55.09');
  });

  it('falls back to the engine when the model answers without asking it', async () => {
    model.script([{ reply: 'You spent about 50 pounds.' }]);
    expect((await ask('How much did I spend?')).answer).toContain('55.09');
  });

  it('falls back to the engine when the model fails or takes too long', async () => {
    model.script([{ status: 500 }]);
    expect((await ask('How much did I spend?')).answer).toContain('55.09');
    // The model never answers; without the time limit this request would never end either.
    model.script([{ hang: true }]);
    expect((await ask('How much did I spend?')).answer).toContain('55.09');
    expect(t.logs.join('\n')).not.toContain('sk-test-123');
  });
});
