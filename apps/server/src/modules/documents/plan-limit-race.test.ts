import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { buildTestApp, testFileStore, type TestApp } from '../../test/test-app';
import { testContext } from '../../test/test-context';
import { testEngines } from '../../test/test-database';
import { createStatementParser } from './parsing/statement-parser';
import { uploadStatement } from './upload-service';

const STATEMENT = new TextEncoder().encode(
  'Date,Description,Amount\n2026-03-01,Salary,2500.00\n2026-03-02,GROCER,-45.10\n',
);

/**
 * One server process gives each user one parse at a time, but several processes share one
 * database: ten uploads reaching the service at once, as ten processes would, must still store
 * no more than the plan allows.
 */
describe.each(testEngines())(
  'the monthly document limit under parallel uploads on %s',
  (engine) => {
    let t: TestApp;
    let filesDir: string;

    beforeAll(async () => {
      t = await buildTestApp({ engine });
      filesDir = await mkdtemp(path.join(tmpdir(), 'sheetwise-race-'));
    });
    afterAll(() => t.close());

    it('stores five of ten on Starter, and no file of the refused', async () => {
      const userId = randomUUID();
      await t.database.db
        .insertInto('users')
        .values({
          id: userId,
          email: `${userId}@example.com`,
          name: 'Cy',
          plan_type: 'Starter',
          plan_end_date: new Date(Date.now() + 86_400_000),
        })
        .execute();
      const ctx = testContext(t.database.db, t.config);
      const services = { files: testFileStore(filesDir), parser: createStatementParser() };
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          uploadStatement(ctx, services, {
            userId,
            planType: 'Starter',
            usageFrom: new Date(0),
            fileName: `parallel-${i}.csv`,
            bytes: STATEMENT,
          }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') {
          expect(outcome.reason).toBeInstanceOf(AppError);
          expect(outcome.reason).toMatchObject({ statusCode: 409, code: 'plan-limit-reached' });
        }
      }
      const stored = await t.database.db
        .selectFrom('documents')
        .select('id')
        .where('user_id', '=', userId)
        .execute();
      expect(stored).toHaveLength(5);
      expect(await readdir(path.join(filesDir, userId))).toHaveLength(5);
    });
  },
);
