import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** A drive item of the development service: an .xlsx workbook of one account. */
export interface DevDriveItem {
  id: string;
  account: string;
  name: string;
  content: Buffer;
  version: number;
  updatedAt: Date;
}

/** Ids shaped like OneDrive's personal ones: upper-case hex, "!" and a number. */
const newItemId = () =>
  `${randomBytes(8).toString('hex').toUpperCase()}!${randomBytes(2).readUInt16BE()}`;

/** The item's eTag as Graph shapes it: its id and a version that changes with every edit. */
export const eTagOf = (item: { id: string; version: number }) => `"{${item.id}},${item.version}"`;

function present(row: {
  id: string;
  account: string;
  name: string;
  content: Uint8Array;
  version: number;
  updated_at: Date;
}): DevDriveItem {
  return {
    id: row.id,
    account: row.account,
    name: row.name,
    content: Buffer.from(row.content),
    version: row.version,
    updatedAt: row.updated_at,
  };
}

const COLUMNS = ['id', 'account', 'name', 'content', 'version', 'updated_at'] as const;

export async function createItem(
  db: Kysely<DB>,
  item: { account: string; name: string; content: Buffer },
  now: Date,
): Promise<DevDriveItem> {
  const row = await db
    .insertInto('dev_drive_items')
    .values({ id: newItemId(), ...item, updated_at: now })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return present(row);
}

/** The item, if it is in this account's drive (another account's is not found, as in Graph). */
export async function findItem(
  db: Kysely<DB>,
  id: string,
  account?: string,
): Promise<DevDriveItem | undefined> {
  let query = db.selectFrom('dev_drive_items').select(COLUMNS).where('id', '=', id);
  if (account !== undefined) query = query.where('account', '=', account);
  const row = await query.executeTakeFirst();
  return row && present(row);
}

export async function listItems(db: Kysely<DB>, account?: string) {
  let query = db
    .selectFrom('dev_drive_items')
    .select(['id', 'account', 'name', 'version', 'updated_at'])
    .orderBy('account')
    .orderBy('name');
  if (account !== undefined) query = query.where('account', '=', account);
  return query.execute();
}

/**
 * Changes an item's content under a row lock, so edits take turns; the version goes up when the
 * content changed. Undefined when the account has no such item.
 */
export async function changeItem<T>(
  db: Kysely<DB>,
  id: string,
  account: string,
  change: (content: Buffer) => Promise<{ content?: Buffer; result: T }>,
  now: Date,
): Promise<{ item: DevDriveItem; result: T } | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('dev_drive_items')
      .select(COLUMNS)
      .where('id', '=', id)
      .where('account', '=', account)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    const item = present(row);
    const { content, result } = await change(item.content);
    if (content && !content.equals(item.content)) {
      item.content = content;
      item.version += 1;
      item.updatedAt = now;
      await trx
        .updateTable('dev_drive_items')
        .set({ content, version: item.version, updated_at: now })
        .where('id', '=', id)
        .execute();
    }
    return { item, result };
  });
}

/** Where an upload goes when its name is taken: over that file, or beside it under a new name. */
export type ConflictBehavior = 'replace' | 'rename';

/** "name 1.xlsx", "name 2.xlsx", …: the first name not taken, as OneDrive renames. */
function freeName(name: string, taken: ReadonlySet<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let number = 1; taken.has(candidate.toLowerCase()); number += 1) {
    candidate = `${stem} ${number}${extension}`;
  }
  return candidate;
}

/** A file put into the account's drive by name (Graph's `PUT …/root:/{name}:/content`). */
export async function uploadItem(
  db: Kysely<DB>,
  upload: { account: string; name: string; content: Buffer; conflict: ConflictBehavior },
  now: Date,
): Promise<{ item: DevDriveItem; created: boolean }> {
  const { account, content } = upload;
  const items = await listItems(db, account);
  const existing = items.find((item) => item.name.toLowerCase() === upload.name.toLowerCase());
  if (existing && upload.conflict === 'replace') {
    const changed = await changeItem(
      db,
      existing.id,
      account,
      () => Promise.resolve({ content, result: undefined }),
      now,
    );
    if (changed) return { item: changed.item, created: false };
  }
  const name = freeName(upload.name, new Set(items.map((item) => item.name.toLowerCase())));
  return { item: await createItem(db, { account, name, content }, now), created: true };
}
