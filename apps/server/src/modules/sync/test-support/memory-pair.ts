import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { SessionClient } from '../../../test/session-client';

/** The user's Google account connected, as the panel's consent leaves it. */
export async function connectGoogle(db: Kysely<DB>, userId: string, at: Date): Promise<void> {
  await db.insertInto('sheet_connections').values({ user_id: userId, connected_at: at }).execute();
}

/**
 * A pair with a workbook, as the panel and an upload would leave it: its sides are whatever the
 * test app's sync sides make of it (memory sides, in these tests).
 */
export async function addMemoryPair(db: Kysely<DB>, client: SessionClient): Promise<string> {
  const sheet = await client.request('POST', '/api/sheets', {
    url: `https://docs.google.com/spreadsheets/d/${randomUUID()}/edit`,
  });
  const id = sheet.json<{ id: string }>().id;
  await db
    .updateTable('sheets')
    .set({
      workbook_name: 'budget.xlsx',
      workbook_sheet: 'Sheet1',
      workbook_sheets: JSON.stringify(['Sheet1']),
      workbook_updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
  return id;
}
