import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB, DocumentsTable, TransactionsTable } from '../../db/schema';
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
 * Rows per insert: each column travels as one array literal, so a batch is one statement's
 * worth. Larger batches measured no faster, and PGlite's WebAssembly memory, which never
 * shrinks, grows with the largest statement it has parsed.
 */
const TRANSACTION_BATCH = 20_000;

export type NewTransaction = Omit<Insertable<TransactionsTable>, 'document_id'>;

/**
 * Replaces a document's transactions. Each batch sends one array per column and unnests them in
 * the database, which is several times faster than a multi-row VALUES list with a parameter per
 * cell, and plain PostgreSQL on both engines.
 */
export async function replaceTransactions(
  db: Kysely<DB>,
  documentId: string,
  rows: NewTransaction[],
): Promise<void> {
  await db.deleteFrom('transactions').where('document_id', '=', documentId).execute();
  for (let start = 0; start < rows.length; start += TRANSACTION_BATCH) {
    const batch = rows.slice(start, start + TRANSACTION_BATCH);
    const plain = (pick: (row: NewTransaction) => number | boolean | null) =>
      arrayLiteral(batch, (row) => plainElement(pick(row)));
    const text = (pick: (row: NewTransaction) => string | null) =>
      arrayLiteral(batch, (row) => textElement(pick(row)));
    await sql`
      insert into transactions (document_id, position, date, description, amount_minor,
        balance_minor, currency, category, reference, pending)
      select ${documentId}::uuid, * from unnest(
        ${plain((r) => r.position)}::integer[],
        ${text((r) => r.date)}::date[],
        ${text((r) => r.description)}::text[],
        ${plain((r) => r.amount_minor)}::bigint[],
        ${plain((r) => r.balance_minor ?? null)}::bigint[],
        ${text((r) => r.currency ?? null)}::text[],
        ${text((r) => r.category ?? null)}::text[],
        ${text((r) => r.reference ?? null)}::text[],
        ${plain((r) => r.pending ?? false)}::boolean[]
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
