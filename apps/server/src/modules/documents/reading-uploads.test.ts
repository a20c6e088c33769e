import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  READING_CHOICE_INVALID_MESSAGE,
  READING_QUESTION_MESSAGE,
  READING_REASONS,
  type ReadingChoice,
  type ReadingQuestionBody,
  type UploadResponse,
} from '@sheetwise/contracts';
import type { UploadPart } from '../../test/multipart';
import { SessionClient } from '../../test/session-client';
import { buildTestApp, testFileStore, type TestApp } from '../../test/test-app';
import { testEngines } from '../../test/test-database';

/**
 * A statement the reader cannot be sure of: every date fits day/month and month/day alike (they
 * step a month at a time either way), and the amounts carry no sign and no balance.
 */
const UNSURE = [
  'Date,Description,Amount',
  '01/02/2024,COFFEE CORNER,3.50',
  '02/03/2024,BOOKSHOP,12.00',
  '03/04/2024,GROCER,45.10',
  '04/05/2024,CINEMA,9.00',
].join('\n');

const file = (content: string, fileName = 'unsure.csv'): UploadPart => ({ fileName, content });
const reading = (choice: unknown): UploadPart => ({
  fileName: null,
  field: 'reading',
  content: typeof choice === 'string' ? choice : JSON.stringify(choice),
});

describe.each(testEngines())('asking how to read an uncertain statement, on %s', (engine) => {
  let t: TestApp;
  let filesDir: string;
  let ada: { client: SessionClient; id: string };

  beforeAll(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), 'sheetwise-reading-'));
    t = await buildTestApp({ engine, files: testFileStore(filesDir) });
    ada = await SessionClient.signUp(t.app, 'ada@example.com');
  });
  afterAll(() => t.close());

  async function storedFiles(): Promise<string[]> {
    const users = await readdir(filesDir);
    const stored = await Promise.all(users.map((user) => readdir(path.join(filesDir, user))));
    return stored.flat();
  }

  async function transactionsOf(fileName: string) {
    return t.database.db
      .selectFrom('transactions')
      .innerJoin('documents', 'documents.id', 'transactions.document_id')
      .select(['transactions.date', 'transactions.amount_minor'])
      .where('documents.file_name', '=', fileName)
      .orderBy('transactions.position')
      .execute();
  }

  /** The question's answer: the reading as shown, with the person's changes. */
  function answer(question: ReadingQuestionBody, change: Partial<ReadingChoice>): ReadingChoice {
    return {
      headerSignature: question.reading.headerSignature,
      roles: Object.fromEntries(question.reading.columns.map((c) => [String(c.index), c.role])),
      dateOrder: question.reading.dateOrder,
      flipSign: false,
      ...change,
    };
  }

  let question: ReadingQuestionBody;

  it('asks, with the first rows as read, and stores nothing', async () => {
    const response = await ada.client.upload('/api/embed/upload-doc', [file(UNSURE)]);
    expect(response.statusCode).toBe(422);
    question = response.json<ReadingQuestionBody>();
    expect(question).toMatchObject({
      code: 'reading-needs-confirmation',
      message: READING_QUESTION_MESSAGE,
      reading: {
        headerSignature: 'h:date|description|amount',
        reasons: [READING_REASONS.dateOrder, READING_REASONS.sign],
        columns: [
          { index: 0, header: 'Date', role: 'date' },
          { index: 1, header: 'Description', role: 'description' },
          { index: 2, header: 'Amount', role: 'amount' },
        ],
        dateOrder: 'dmy',
        dateOrderUncertain: true,
        signUncertain: true,
        currency: null,
      },
    });
    expect(question.reading.preview[0]).toEqual({
      cells: ['01/02/2024', 'COFFEE CORNER', '3.50'],
      date: '2024-02-01',
      description: 'COFFEE CORNER',
      amountMinor: 350,
    });
    const documents = await t.database.db.selectFrom('documents').select('id').execute();
    expect({ documents, files: await storedFiles() }).toEqual({ documents: [], files: [] });
  });

  it('stores the statement as the person read it, and remembers the reading', async () => {
    const choice = answer(question, { dateOrder: 'mdy', flipSign: true });
    const response = await ada.client.upload('/api/embed/upload-doc', [
      reading(choice),
      file(UNSURE),
    ]);
    expect(response.statusCode).toBe(201);
    const { document } = response.json<UploadResponse>();
    expect(document).toMatchObject({
      transactionCount: 4,
      periodStart: '2024-01-02',
      periodEnd: '2024-04-05',
      warnings: [],
    });
    expect(await transactionsOf('unsure.csv')).toEqual([
      { date: '2024-01-02', amount_minor: -350 },
      { date: '2024-02-03', amount_minor: -1200 },
      { date: '2024-03-04', amount_minor: -4510 },
      { date: '2024-04-05', amount_minor: -900 },
    ]);
    const remembered = await t.database.db
      .selectFrom('reading_choices')
      .select(['user_id', 'header_signature', 'choice'])
      .execute();
    expect(remembered).toEqual([
      { user_id: ada.id, header_signature: 'h:date|description|amount', choice },
    ]);
  });

  it('reads the next export of that layout the same way, without asking', async () => {
    const next = UNSURE.replaceAll('/2024', '/2025').replace('3.50', '7.00');
    const response = await ada.client.upload('/api/embed/upload-doc', [file(next, 'next.csv')]);
    expect(response.statusCode).toBe(201);
    expect(response.json<UploadResponse>().document).toMatchObject({
      periodStart: '2025-01-02',
      periodEnd: '2025-04-05',
    });
    expect((await transactionsOf('next.csv'))[0]).toEqual({
      date: '2025-01-02',
      amount_minor: -700,
    });
  });

  it("never applies one user's reading to another's upload", async () => {
    const bea = await SessionClient.signUp(t.app, 'bea@example.com');
    const response = await bea.client.upload('/api/embed/upload-doc', [file(UNSURE)]);
    expect(response.statusCode).toBe(422);
    expect(response.json<ReadingQuestionBody>().code).toBe('reading-needs-confirmation');
  });

  it('refuses a reading field that is not a reading, with a sentence', async () => {
    const refusals = [
      'not json',
      { ...answer(question, {}), roles: { 0: 'date', 2: 'wages' } },
      { ...answer(question, {}), extra: true },
      { ...answer(question, {}), headerSignature: 'x'.repeat(9000) },
    ];
    for (const refusal of refusals) {
      const response = await ada.client.upload('/api/embed/upload-doc', [
        reading(refusal),
        file(UNSURE, 'refused.csv'),
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'invalid-input',
        message: READING_CHOICE_INVALID_MESSAGE,
      });
    }
  });

  it('refuses a reading the file cannot be read by, saying why', async () => {
    const response = await ada.client.upload('/api/embed/upload-doc', [
      reading(answer(question, { roles: { 0: 'ignore' } })),
      file(UNSURE, 'refused.csv'),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^Choose one column/);
    expect(await transactionsOf('refused.csv')).toEqual([]);
  });
});
