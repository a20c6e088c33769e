import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newSheet, type DevSheet } from './document';

export interface DevSpreadsheet {
  id: string;
  title: string;
  version: number;
  sheets: DevSheet[];
}

/** Ids shaped like Google's: 44 URL-safe characters. */
function newSpreadsheetId(): string {
  return randomBytes(33).toString('base64url');
}

function present(row: { id: string; title: string; version: number; sheets: unknown }) {
  return { id: row.id, title: row.title, version: row.version, sheets: row.sheets as DevSheet[] };
}

/** A new spreadsheet with the sheets named (one "Sheet1" when none is), as Google makes them. */
export async function createSpreadsheet(
  db: Kysely<DB>,
  title: string,
  now: Date,
  sheetTitles: readonly string[] = ['Sheet1'],
): Promise<DevSpreadsheet> {
  const row = await db
    .insertInto('dev_spreadsheets')
    .values({
      id: newSpreadsheetId(),
      title,
      sheets: JSON.stringify(sheetTitles.map((sheetTitle, index) => newSheet(index, sheetTitle))),
      created_at: now,
    })
    .returning(['id', 'title', 'version', 'sheets'])
    .executeTakeFirstOrThrow();
  return present(row);
}

export async function findSpreadsheet(
  db: Kysely<DB>,
  id: string,
): Promise<DevSpreadsheet | undefined> {
  const row = await db
    .selectFrom('dev_spreadsheets')
    .select(['id', 'title', 'version', 'sheets'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && present(row);
}

export function listSpreadsheets(db: Kysely<DB>) {
  return db
    .selectFrom('dev_spreadsheets')
    .select(['id', 'title', 'version'])
    .orderBy('created_at', 'desc')
    .execute();
}

/**
 * Changes a spreadsheet under a row lock, so edits from several processes take turns; the
 * version goes up by one when `change` reports that it changed something. Undefined when the
 * spreadsheet does not exist.
 */
export async function changeSpreadsheet<T>(
  db: Kysely<DB>,
  id: string,
  change: (spreadsheet: DevSpreadsheet) => { changed: boolean; result: T },
): Promise<{ spreadsheet: DevSpreadsheet; result: T } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('dev_spreadsheets')
      .select(['id', 'title', 'version', 'sheets'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    const spreadsheet = present(row);
    const { changed, result } = change(spreadsheet);
    if (changed) {
      spreadsheet.version += 1;
      await trx
        .updateTable('dev_spreadsheets')
        .set({ version: spreadsheet.version, sheets: JSON.stringify(spreadsheet.sheets) })
        .where('id', '=', id)
        .execute();
    }
    return { spreadsheet, result };
  });
}
