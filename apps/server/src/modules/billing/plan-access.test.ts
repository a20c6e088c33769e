import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateOrderResponse } from '@sheetwise/contracts';
import { ManualClock } from '../../platform/clock';
import { SessionClient } from '../../test/session-client';
import { MARCH_STATEMENT } from '../../test/statements';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

const DAY = 86_400_000;
const TRIAL_ENDED = {
  code: 'plan-expired',
  message:
    'Your free trial has ended. Your documents and chats are still here to read; renew or upgrade your plan in Settings to upload statements and ask new questions.',
};

describe.each(testEngines())('what an ended plan may do on %s', (engine) => {
  let t: TestApp;
  let clock: ManualClock;
  let ada: { client: SessionClient; id: string };

  const upload = (fileName: string) =>
    ada.client.upload('/api/embed/upload-doc', [{ fileName, content: MARCH_STATEMENT }]);
  const ask = (question: string) =>
    ada.client.request('POST', '/api/qa/query', { filename: 'march.csv', question });

  /** Sessions last a day, so after two weeks Ada signs in again. */
  async function signInAgain() {
    const client = await SessionClient.open(t.app);
    const response = await client.request('POST', '/api/auth/login', {
      email: 'ada@example.com',
      password: 'analytical',
    });
    expect(response.statusCode).toBe(200);
    ada = { ...ada, client };
  }

  beforeAll(async () => {
    clock = new ManualClock(new Date('2026-11-01T09:00:00.000Z'));
    t = await buildTestApp({ engine, clock });
    ada = await SessionClient.signUp(t.app, 'ada@example.com');
  });
  afterAll(() => t.close());

  it('uploads and answers during the 14-day trial', async () => {
    clock.advance(14 * DAY - 60_000);
    await signInAgain();
    expect((await upload('march.csv')).statusCode).toBe(201);
    expect((await ask('What was my total spending?')).statusCode).toBe(200);
  });

  it('keeps documents and chats readable once the trial has ended, but takes no new work', async () => {
    clock.advance(60_000);
    await signInAgain();
    const refusedUpload = await upload('april.csv');
    expect(refusedUpload.statusCode).toBe(403);
    expect(refusedUpload.json()).toEqual(TRIAL_ENDED);
    const refusedQuestion = await ask('How much did I spend on Netflix?');
    expect(refusedQuestion.statusCode).toBe(403);
    expect(refusedQuestion.json()).toEqual(TRIAL_ENDED);

    const history = await ada.client.request('GET', '/api/documents/march.csv/messages');
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).toContain('What was my total spending?');
    const documents = await ada.client.request('GET', '/api/documents');
    expect(JSON.stringify(documents.json())).toContain('march.csv');
    const rows = await t.database.db.selectFrom('documents').select('file_name').execute();
    expect(rows).toEqual([{ file_name: 'march.csv' }]);
  });

  it('opens uploads and questions again once a plan is bought', async () => {
    const created = (
      await ada.client.request('POST', '/api/create-order', { plan: 'Starter' })
    ).json<CreateOrderResponse>();
    const paid = await ada.client.request('POST', '/api/test-checkout/pay', {
      order_id: created.order_id,
      card_number: '4111111111111111',
    });
    expect(paid.statusCode).toBe(200);
    expect((await upload('april.csv')).statusCode).toBe(201);
    expect((await ask('How much did I spend on Netflix?')).statusCode).toBe(200);
  });
});
