import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transaction } from '@sheetwise/statements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadResponse } from '@sheetwise/contracts';
import { FIXTURES } from '../../test/fixtures';
import { SECOND_SET, statementFixtures, uploadConfirmed } from '../../test/fixture-statements';
import { loadTransactions } from './stored-transactions';
import { findDocument } from './store';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';

/** A transaction as the transactions table keeps it. */
function stored(t: Transaction, currency: string | null) {
  return {
    position: t.position,
    date: t.date,
    description: t.description,
    amount_minor: t.amountMinor,
    balance_minor: t.balanceMinor ?? null,
    currency: t.currency ?? currency,
    category: t.category ?? null,
    reference: t.reference ?? null,
    pending: t.pending ?? false,
    type: t.type ?? null,
    fee_minor: t.feeMinor ?? null,
  };
}

describe.each([
  ['the first fixture set', FIXTURES, 32],
  ['the second fixture set', SECOND_SET, 10],
])(
  'every statement of %s uploads, and its stored transactions are the statement to the cent',
  async (_, root, count) => {
    const files = await statementFixtures(root);
    let t: TestApp;
    let ada: { client: SessionClient; id: string };

    beforeAll(async () => {
      t = await buildTestApp();
      ada = await SessionClient.signUp(t.app, 'ada@example.com');
    });
    afterAll(() => t.close());

    it(`finds all ${String(count)} statement files`, () => {
      expect(files).toHaveLength(count);
    });

    it.each(files)('%s', async (file) => {
      const bytes = await readFile(path.join(root, file));
      // Fixtures of different banks share names (sample-statement.csv); a user's names are unique.
      const fileName = file.replace('/', '-');
      const { response, parsed } = await uploadConfirmed(ada.client, fileName, bytes);
      expect(response.statusCode).toBe(201);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const { statement } = parsed;
      expect(response.json<UploadResponse>().document).toMatchObject({
        fileName,
        transactionCount: statement.transactions.length,
        periodStart: statement.period.start,
        periodEnd: statement.period.end,
      });
      const document = await findDocument(t.database.db, ada.id, fileName);
      const rows = await loadTransactions(t.database.db, document?.id ?? '');
      expect(rows).toEqual(statement.transactions.map((tx) => stored(tx, statement.currency)));
    });
  },
);
