import { sql, type Insertable, type Kysely } from 'kysely';
import type { Transaction } from '@sheetwise/statements';
import type { DB, DocumentsTable } from '../../db/schema';
import { arrayLiteral, plainElement, textElement } from './array-literal';

/** How many documents the user has, in all and since a moment (e.g. the start of the month). */
export async function countDocuments(
  db: Kysely<DB>,
  userId: string,
  since: Date,
): Promise<{ total: number; since: number }> {
  const row = await db
    .selectFrom('documents')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.countAll<number>().filterWhere('created_at', '>=', since).as('since'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { total: row.total, since: row.since };
}

export function findDocument(db: Kysely<DB>, userId: string, fileName: string) {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('user_id', '=', userId)
    .where('file_name', '=', fileName)
    .executeTakeFirst();
}

export type NewDocument = Insertable<DocumentsTable>;

/** Inserts the document, or replaces the one with the same name, keeping its id (and its chat). */
export function saveDocument(db: Kysely<DB>, document: NewDocument) {
  return db
    .insertInto('documents')
    .values(document)
    .onConflict((oc) =>
      oc.columns(['user_id', 'file_name']).doUpdateSet((eb) => ({
        created_at: eb.ref('excluded.created_at'),
        size: eb.ref('excluded.size'),
        media_type: eb.ref('excluded.media_type'),
        sha256: eb.ref('excluded.sha256'),
        storage_key: eb.ref('excluded.storage_key'),
        summary: eb.ref('excluded.summary'),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Rows per chunk (see migration 0009): one chunk is one insert of one array per column. Larger
 * chunks measured no faster, and PGlite's WebAssembly memory, which never shrinks, grows with the
 * largest statement it has parsed. The migration's check allows at most this many.
 */
const CHUNK_ROWS = 20_000;

/**
 * One column of a chunk as an array literal, or NULL when no row has a value, which is how the
 * chunk stores a column the statement does not have.
 */
function optionalColumn<T>(
  rows: readonly Transaction[],
  pick: (row: Transaction) => T | undefined,
  element: (value: T | null) => string,
): string | null {
  if (!rows.some((row) => pick(row) !== undefined)) return null;
  return arrayLiteral(rows, (row) => element(pick(row) ?? null));
}

/**
 * Replaces a document's transactions with the statement's, in chunks of columns. A row without
 * its own currency has `currency`, the statement's.
 */
export async function replaceTransactions(
  db: Kysely<DB>,
  documentId: string,
  transactions: readonly Transaction[],
  currency: string | null,
): Promise<void> {
  await db.deleteFrom('transaction_chunks').where('document_id', '=', documentId).execute();
  for (let start = 0; start < transactions.length; start += CHUNK_ROWS) {
    const rows = transactions.slice(start, start + CHUNK_ROWS);
    await sql`
      insert into transaction_chunks (document_id, first_position, dates, descriptions,
        amounts_minor, balances_minor, currency, currencies, categories, "references", pendings)
      values (
        ${documentId}, ${start},
        ${arrayLiteral(rows, (row) => textElement(row.date))}::date[],
        ${arrayLiteral(rows, (row) => textElement(row.description))}::text[],
        ${arrayLiteral(rows, (row) => plainElement(row.amountMinor))}::bigint[],
        ${optionalColumn(rows, (row) => row.balanceMinor, plainElement)}::bigint[],
        ${currency},
        ${optionalColumn(rows, (row) => row.currency, textElement)}::text[],
        ${optionalColumn(rows, (row) => row.category, textElement)}::text[],
        ${optionalColumn(rows, (row) => row.reference, textElement)}::text[],
        ${optionalColumn(rows, (row) => row.pending || undefined, plainElement)}::boolean[]
      )`.execute(db);
  }
}

/** Deletes the user's document by name (its transactions go with it); the removed row, if any. */
export function deleteDocument(db: Kysely<DB>, userId: string, fileName: string) {
  return db
    .deleteFrom('documents')
    .where('user_id', '=', userId)
    .where('file_name', '=', fileName)
    .returning(['id', 'storage_key'])
    .executeTakeFirst();
}
