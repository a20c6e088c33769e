import { readingsByPosition } from '@sheetwise/assistant';
import type { ParsedStatement } from '@sheetwise/statements';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { textArray } from '../documents/array-literal';
import { CHUNK_ROWS } from '../documents/transaction-chunks';

/**
 * The version of the assistant's reading of merchants and categories that the sheet stores
 * beside the rows. Raise it when the merchant or category rules change, so statements read
 * before are read again the next time their sheet is opened.
 */
export const READINGS_VERSION = 2;

/**
 * Writes what the assistant reads into each row (merchant, category) beside the row, for the
 * sheet to filter and sort on in the database. The statement is read as stored, before the
 * user's corrections, which stay apart so they can be undone. Two requests at once write the
 * same values; the version is set in the same transaction as the rows.
 */
export async function storeReadings(
  db: Kysely<DB>,
  documentId: string,
  statement: ParsedStatement,
): Promise<void> {
  const readings = readingsByPosition(statement);
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < statement.transactions.length; start += CHUNK_ROWS) {
      const rows = statement.transactions.slice(start, start + CHUNK_ROWS);
      const merchants = textArray(rows.map((tx) => readings.get(tx.position)?.merchant ?? null));
      const categories = textArray(rows.map((tx) => readings.get(tx.position)?.category ?? null));
      await sql`
        update transaction_chunks
        set merchants = ${merchants}::text[], read_categories = ${categories}::text[]
        where document_id = ${documentId} and first_position = ${start}`.execute(trx);
    }
    await trx
      .updateTable('documents')
      .set({ readings_version: READINGS_VERSION })
      .where('id', '=', documentId)
      .execute();
  });
}
