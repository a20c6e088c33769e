import { sql, type Insertable, type Kysely } from 'kysely';
import type { DB, DocumentsTable } from '../../db/schema';
import type { TransactionChunk } from './transaction-chunks';

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
 * Replaces a document's transactions with the statement's chunks. A row without a currency of its
 * own has `currency`, the statement's.
 */
export async function replaceTransactions(
  db: Kysely<DB>,
  documentId: string,
  chunks: AsyncIterable<TransactionChunk> | Iterable<TransactionChunk>,
  currency: string | null,
): Promise<void> {
  await db.deleteFrom('transaction_chunks').where('document_id', '=', documentId).execute();
  // A new file under the name has rows of its own: the corrections of the old rows, and what was
  // read into them, go with them. The user's merchant rules stay and apply to the new rows.
  await db.deleteFrom('transaction_corrections').where('document_id', '=', documentId).execute();
  // The chat stays, but its answers' kept rows named the old file's rows: no download of them.
  await sql`
    update messages set data = data - 'rows' - 'download'
    where document_id = ${documentId} and data ? 'rows'`.execute(db);
  await db
    .updateTable('documents')
    .set({ readings_version: null })
    .where('id', '=', documentId)
    .execute();
  for await (const chunk of chunks) {
    await sql`
      insert into transaction_chunks (document_id, first_position, dates, descriptions,
        amounts_minor, balances_minor, currency, currencies, categories, "references", pendings,
        types, fees_minor)
      values (
        ${documentId}, ${chunk.firstPosition}, ${chunk.dates}::date[],
        ${chunk.descriptions}::text[], ${chunk.amountsMinor}::bigint[],
        ${chunk.balancesMinor}::bigint[], ${currency}, ${chunk.currencies}::text[],
        ${chunk.categories}::text[], ${chunk.references}::text[], ${chunk.pendings}::boolean[],
        ${chunk.types}::text[], ${chunk.feesMinor}::bigint[]
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
