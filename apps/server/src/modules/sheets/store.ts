import type { Kysely, Selectable } from 'kysely';
import type { DB, SheetsTable } from '../../db/schema';

export type SheetRow = Selectable<SheetsTable>;

/* Every query takes the signed-in user's id: a sheet is only ever found through its owner. */

export async function isConnected(db: Kysely<DB>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sheet_connections')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function connect(db: Kysely<DB>, userId: string, now: Date): Promise<void> {
  await db
    .insertInto('sheet_connections')
    .values({ user_id: userId, connected_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export async function disconnect(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('sheet_connections').where('user_id', '=', userId).execute();
}

export function listSheets(db: Kysely<DB>, userId: string): Promise<SheetRow[]> {
  return db
    .selectFrom('sheets')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('seq')
    .execute();
}

export async function nextSeq(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('sheets')
    .select((eb) => eb.fn.max<number | null>('seq').as('max'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return (row?.max ?? 0) + 1;
}

export function insertSheet(
  db: Kysely<DB>,
  sheet: { id: string; userId: string; seq: number; url: string; now: Date },
): Promise<SheetRow> {
  return db
    .insertInto('sheets')
    .values({
      id: sheet.id,
      user_id: sheet.userId,
      seq: sheet.seq,
      name: `New Sheet ${sheet.seq}`,
      url: sheet.url,
      created_at: sheet.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteSheet(db: Kysely<DB>, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sheets')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function deleteAllSheets(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('sheets').where('user_id', '=', userId).execute();
}

export async function countSheets(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('sheets')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.total;
}
