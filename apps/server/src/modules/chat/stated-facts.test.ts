import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QaQueryResponse } from '@sheetwise/contracts';
import { ManualClock } from '../../platform/clock';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';
import { SPANISH_CARD_CSV as SPANISH_CARD } from '../../../../../packages/statements/src/test-support/card-summary';

describe.each(testEngines())(
  "a card statement's summary figures through the API on %s",
  (engine) => {
    let t: TestApp;
    let clock: ManualClock;
    let ada: { client: SessionClient; id: string };

    const ask = async (question: string, filename: string) => {
      clock.advance(60_000);
      const response = await ada.client.request('POST', '/api/qa/query', { question, filename });
      expect(response.statusCode).toBe(200);
      return response.json<QaQueryResponse>();
    };
    const summaryOf = async (fileName: string) =>
      (
        await t.database.db
          .selectFrom('documents')
          .select('summary')
          .where('user_id', '=', ada.id)
          .where('file_name', '=', fileName)
          .executeTakeFirstOrThrow()
      ).summary;

    beforeAll(async () => {
      clock = new ManualClock(new Date('2026-04-02T09:00:00.000Z'));
      t = await buildTestApp({ engine, clock });
      ada = await SessionClient.signUp(t.app, 'ada@example.com');
      for (const fileName of ['tarjeta.csv', 'older.csv']) {
        const response = await ada.client.upload('/api/embed/upload-doc', [
          { fileName, content: SPANISH_CARD },
        ]);
        expect(response.statusCode).toBe(201);
      }
    });
    afterAll(() => t.close());

    it('keeps the figures in the stored summary and answers from them', async () => {
      expect((await summaryOf('tarjeta.csv')).statedFacts).toEqual({
        amountDueMinor: 14550,
        minimumDueMinor: 2500,
        creditLimitMinor: 300000,
        availableCreditMinor: 285450,
        dueDate: '2025-01-25',
      });
      const minimum = await ask('¿Cuál es el pago mínimo?', 'tarjeta.csv');
      expect(minimum.data).toMatchObject({ kind: 'money', value: 2500 });
      expect(minimum.answer).toContain('minimum payment of 25.00');
      const limit = await ask('What is my credit limit?', 'tarjeta.csv');
      expect(limit.data).toMatchObject({ kind: 'money', value: 300000 });
    });

    it('reads a document stored before the figures were kept, and declines with no figure', async () => {
      const { statedFacts: _dropped, ...before } = await summaryOf('older.csv');
      await t.database.db
        .updateTable('documents')
        .set({ summary: JSON.stringify(before) })
        .where('file_name', '=', 'older.csv')
        .execute();
      const minimum = await ask("What's my minimum payment?", 'older.csv');
      expect(minimum.answer).toBe("This statement doesn't print a minimum payment.");
      expect(minimum.data).toMatchObject({ kind: 'unanswerable' });
      expect(minimum.data?.value).toBeUndefined();
      const spent = await ask('How much did I spend?', 'older.csv');
      expect(spent.data).toMatchObject({ kind: 'money', value: 14550 });
    });
  },
);
