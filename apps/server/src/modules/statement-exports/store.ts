import type { StatementExportDestination, StatementExportKind } from '@sheetwise/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Rows inserted per statement: five parameters each, well under the engines' limits. */
const ROWS_PER_INSERT = 1000;

export interface ExportRecord {
  id: string;
  spreadsheet_id: string;
  url: string;
}

export function findAllTransactionsExport(
  db: Kysely<DB>,
  userId: string,
  destination: StatementExportDestination,
): Promise<ExportRecord | undefined> {
  return db
    .selectFrom('statement_exports')
    .select(['id', 'spreadsheet_id', 'url'])
    .where('user_id', '=', userId)
    .where('destination', '=', destination)
    .where('kind', '=', 'all')
    .executeTakeFirst();
}

/**
 * Records a spreadsheet. A user's running one is unique per destination: when another request recorded one
 * first, that one is answered and this one left unrecorded.
 */
export async function insertExport(
  db: Kysely<DB>,
  row: {
    id: string;
    userId: string;
    destination: StatementExportDestination;
    kind: StatementExportKind;
    spreadsheetId: string;
    url: string;
    now: Date;
  },
): Promise<ExportRecord | undefined> {
  return db
    .insertInto('statement_exports')
    .values({
      id: row.id,
      user_id: row.userId,
      destination: row.destination,
      kind: row.kind,
      spreadsheet_id: row.spreadsheetId,
      url: row.url,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning(['id', 'spreadsheet_id', 'url'])
    .executeTakeFirst();
}

export async function deleteExport(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('statement_exports').where('id', '=', id).execute();
}

export interface ClaimedRow {
  rowId: string;
  documentId: string;
  position: number;
  category: string;
}

/**
 * Records rows as sent to the spreadsheet, and answers the ids of those it did not hold yet:
 * only they are written, so two sends at once never write one row twice.
 */
export async function claimRows(
  db: Kysely<DB>,
  exportId: string,
  rows: readonly ClaimedRow[],
): Promise<Set<string>> {
  const claimed = new Set<string>();
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const inserted = await db
      .insertInto('statement_export_rows')
      .values(
        rows.slice(start, start + ROWS_PER_INSERT).map((row) => ({
          export_id: exportId,
          row_id: row.rowId,
          document_id: row.documentId,
          position: row.position,
          category: row.category,
        })),
      )
      .onConflict((conflict) => conflict.columns(['export_id', 'row_id']).doNothing())
      .returning('row_id')
      .execute();
    for (const { row_id } of inserted) claimed.add(row_id);
  }
  return claimed;
}

/** Gives claimed rows back when writing them failed, so the next send writes them. */
export async function releaseRows(
  db: Kysely<DB>,
  exportId: string,
  rowIds: readonly string[],
): Promise<void> {
  for (let start = 0; start < rowIds.length; start += ROWS_PER_INSERT) {
    await db
      .deleteFrom('statement_export_rows')
      .where('export_id', '=', exportId)
      .where('row_id', 'in', rowIds.slice(start, start + ROWS_PER_INSERT))
      .execute();
  }
}

export async function touchExport(db: Kysely<DB>, id: string, now: Date): Promise<void> {
  await db.updateTable('statement_exports').set({ updated_at: now }).where('id', '=', id).execute();
}

export async function hasExports(db: Kysely<DB>, userId: string): Promise<boolean> {
  const found = await db
    .selectFrom('statement_exports')
    .select('id')
    .where('user_id', '=', userId)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

/** Every row the user has sent of a statement still stored, with its spreadsheet. */
export function sentRowsOf(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('statement_export_rows as r')
    .innerJoin('statement_exports as e', 'e.id', 'r.export_id')
    .innerJoin('documents as d', 'd.id', 'r.document_id')
    .select([
      'e.id as exportId',
      'e.destination',
      'e.spreadsheet_id as spreadsheetId',
      'r.row_id as rowId',
      'r.category',
      'r.position',
      'd.file_name as fileName',
    ])
    .where('e.user_id', '=', userId)
    .where('d.user_id', '=', userId)
    .execute();
}

/** The categories the spreadsheet holds now. */
export async function saveSentCategories(
  db: Kysely<DB>,
  exportId: string,
  rows: readonly { rowId: string; category: string }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const row of rows) {
      await trx
        .updateTable('statement_export_rows')
        .set({ category: row.category })
        .where('export_id', '=', exportId)
        .where('row_id', '=', row.rowId)
        .execute();
    }
  });
}
