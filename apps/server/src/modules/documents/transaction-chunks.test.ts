import type { Transaction } from '@sheetwise/statements';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUserWithDocument } from '../../test/documents';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-database';
import { replaceTransactions } from './store';
import { loadTransactions } from './stored-transactions';
import { CHUNK_ROWS, transactionChunks } from './transaction-chunks';

/** Rows with a little of everything; just over 20,000 of them fill one chunk and start another. */
function statementRows(count: number): Transaction[] {
  return Array.from({ length: count }, (_, position) => ({
    position,
    date: `2025-0${1 + (position % 9)}-${String(1 + (position % 28)).padStart(2, '0')}`,
    description: position % 7 === 0 ? `Café "${position}", {x}` : `CARD ${position}`,
    amountMinor: position % 2 === 0 ? -position : position * 100,
    ...(position % 3 === 0 ? { balanceMinor: position * 10 } : {}),
    ...(position === 20_001
      ? { category: 'Groceries', reference: 'REF-1', pending: true, type: 'DD', feeMinor: 425 }
      : {}),
    ...(position === 5 ? { currency: 'EUR' } : {}),
  }));
}

const readBack = (database: TestDatabase, documentId: string) =>
  database.db
    .selectFrom('transactions')
    .selectAll()
    .where('document_id', '=', documentId)
    .orderBy('position')
    .execute();

describe('transactions as chunks of array literals', () => {
  it('splits a statement every CHUNK_ROWS rows and keeps a column only where a row has it', () => {
    const chunks = [...transactionChunks(statementRows(CHUNK_ROWS + 3))];
    expect(chunks.map((chunk) => chunk.firstPosition)).toEqual([0, CHUNK_ROWS]);
    expect(chunks[1]).toEqual({
      firstPosition: CHUNK_ROWS,
      dates: '{"2025-03-09","2025-04-10","2025-05-11"}',
      descriptions: '{"CARD 20000","CARD 20001","CARD 20002"}',
      amountsMinor: '{-20000,2000100,-20002}',
      balancesMinor: '{NULL,200010,NULL}',
      currencies: null,
      categories: '{NULL,"Groceries",NULL}',
      references: '{NULL,"REF-1",NULL}',
      pendings: '{NULL,t,NULL}',
      types: '{NULL,"DD",NULL}',
      feesMinor: '{NULL,425,NULL}',
    });
    expect(chunks[0]?.currencies).toMatch(/^\{NULL,NULL,NULL,NULL,NULL,"EUR",NULL,/);
    expect(chunks[0]?.pendings).toBeNull();
    expect(chunks[0]?.feesMinor).toBeNull();
  });

  it('makes no chunk for no rows', () => {
    expect([...transactionChunks([])]).toEqual([]);
  });
});

describe.each(testEngines())('transactions stored in chunks on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.dispose());

  /** A new document holding `rows`, stored as the upload stores them. */
  async function storedDocument(rows: Transaction[], currency: string | null): Promise<string> {
    const { documentId } = await insertUserWithDocument(database.db);
    await replaceTransactions(database.db, documentId, transactionChunks(rows), currency);
    return documentId;
  }

  it('reads back every row exactly, across chunks, as the rows of the transactions view', async () => {
    const rows = statementRows(20_003);
    const documentId = await storedDocument(rows, 'GBP');

    const stored = await readBack(database, documentId);
    expect(stored).toHaveLength(20_003);
    expect(stored.map((row) => row.position)).toEqual(rows.map((row) => row.position));
    expect(stored[20_001]).toEqual({
      document_id: documentId,
      position: 20_001,
      date: rows[20_001]?.date,
      description: 'CARD 20001',
      amount_minor: 2_000_100,
      balance_minor: 200_010,
      currency: 'GBP',
      merchant: null,
      category: 'Groceries',
      reference: 'REF-1',
      pending: true,
      type: 'DD',
      fee_minor: 425,
      // What the assistant reads into a row is written when its sheet is first opened.
      read_category: null,
    });
    expect(stored[7]).toMatchObject({ description: 'Café "7", {x}', amount_minor: 700 });
    expect(stored[3]).toMatchObject({ balance_minor: 30, pending: false, category: null });
    expect(stored[5]?.currency).toBe('EUR');
    const chunks = await database.db
      .selectFrom('transaction_chunks')
      .select(['first_position', sql<number>`cardinality(dates)`.as('size')])
      .where('document_id', '=', documentId)
      .orderBy('first_position')
      .execute();
    expect(chunks).toEqual([
      { first_position: 0, size: 20_000 },
      { first_position: 20_000, size: 3 },
    ]);
  });

  it('loads every row for the assistant exactly as the view gives it, from the chunks', async () => {
    const documentId = await storedDocument(statementRows(20_003), 'GBP');
    const fromView = (await readBack(database, documentId)).map(
      ({ document_id: _document, merchant: _merchant, read_category: _read, ...row }) => row,
    );
    const loaded = await loadTransactions(database.db, documentId);
    expect(loaded).toHaveLength(20_003);
    expect(loaded).toEqual(fromView);
    expect(loaded[20_001]).toMatchObject({
      position: 20_001,
      pending: true,
      reference: 'REF-1',
      type: 'DD',
    });
    expect(loaded[5]?.currency).toBe('EUR');
    expect(await loadTransactions(database.db, 'e0e0e0e0-0000-4000-8000-000000000000')).toEqual([]);
  });

  it('replaces the previous rows when the statement is stored again', async () => {
    const documentId = await storedDocument(statementRows(20_003), 'GBP');
    await replaceTransactions(database.db, documentId, transactionChunks(statementRows(2)), null);
    const stored = await readBack(database, documentId);
    expect(stored.map((row) => [row.position, row.currency, row.balance_minor])).toEqual([
      [0, null, 0],
      [1, null, null],
    ]);
  });

  it('refuses a chunk whose columns disagree in length or miss a required value', async () => {
    const { documentId } = await insertUserWithDocument(database.db);
    const insert = (dates: string, descriptions: string, amounts: string) =>
      sql`insert into transaction_chunks (document_id, first_position, dates, descriptions,
        amounts_minor) values (${documentId}, 0, ${dates}::date[], ${descriptions}::text[],
        ${amounts}::bigint[])`.execute(database.db);
    const refused = /violates check constraint/;
    await expect(insert('{2025-01-01,2025-01-02}', '{a}', '{1,2}')).rejects.toThrow(refused);
    await expect(insert('{2025-01-01,NULL}', '{a,b}', '{1,2}')).rejects.toThrow(refused);
    await expect(insert('{2025-01-01}', '{a}', '{NULL}')).rejects.toThrow(refused);
    await expect(insert('{}', '{}', '{}')).rejects.toThrow(refused);
    expect(await readBack(database, documentId)).toEqual([]);
    // The same statement with consistent columns is stored: the refusals above are the check's.
    await insert('{2025-01-01}', '{a}', '{1}');
    expect(await readBack(database, documentId)).toHaveLength(1);
  });
});
