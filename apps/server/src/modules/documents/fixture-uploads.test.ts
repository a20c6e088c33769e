import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseStatement, type Transaction } from '@sheetwise/statements';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadingChoice, ReadingQuestionBody, UploadResponse } from '@sheetwise/contracts';
import { FIXTURES } from '../../test/fixtures';
import { loadTransactions } from './stored-transactions';
import { findDocument } from './store';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, type TestApp } from '../../test/test-app';

/** Fixtures that are not statements we accept: other formats, and the two PDFs with no text. */
const NOT_STATEMENTS = new Set([
  'ofxparse/checking.ofx',
  'csv2ofx/default.qif',
  'monopoly/protected.pdf',
  'monopoly/4_pages_blank.pdf',
]);

/** The second public set, which no reader was built on (issue #16). */
const SECOND_SET = path.resolve(FIXTURES, '../statements-2');

async function statementFixtures(root: string): Promise<string[]> {
  const folders = await readdir(root, { withFileTypes: true });
  const files = await Promise.all(
    folders
      .filter((entry) => entry.isDirectory())
      .map(async ({ name }) => (await readdir(path.join(root, name))).map((f) => `${name}/${f}`)),
  );
  return files
    .flat()
    .filter((file) => !NOT_STATEMENTS.has(file))
    .sort();
}

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
      const part = { fileName, content: bytes };
      let response = await ada.client.upload('/api/embed/upload-doc', [part]);
      // A file the reader is unsure of is asked about; the reading as shown is confirmed.
      let parsed = await parseStatement(new Uint8Array(bytes), fileName);
      if (response.statusCode === 422) {
        const { code, reading } = response.json<ReadingQuestionBody>();
        expect(code).toBe('reading-needs-confirmation');
        const choice: ReadingChoice = {
          headerSignature: reading.headerSignature,
          roles: Object.fromEntries(reading.columns.map((c) => [String(c.index), c.role])),
          dateOrder: reading.dateOrder,
          flipSign: false,
        };
        const field = { fileName: null, field: 'reading', content: JSON.stringify(choice) };
        response = await ada.client.upload('/api/embed/upload-doc', [field, part]);
        parsed = await parseStatement(new Uint8Array(bytes), fileName, { reading: choice });
      }
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
