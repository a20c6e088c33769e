import type { Correction, UserCorrections } from '@sheetwise/assistant';
import { merchantRuleKey } from '@sheetwise/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

const correctionOf = (row: { merchant: string | null; category: string | null }): Correction => ({
  ...(row.merchant !== null ? { merchant: row.merchant } : {}),
  ...(row.category !== null ? { category: row.category } : {}),
});

/** A document's own corrections and its owner's rules, as the assistant applies them. */
export async function loadCorrections(
  db: Kysely<DB>,
  userId: string,
  documentId: string,
): Promise<UserCorrections> {
  const [rows, rules] = await Promise.all([
    db
      .selectFrom('transaction_corrections')
      .select(['position', 'merchant', 'category'])
      .where('document_id', '=', documentId)
      .execute(),
    listRules(db, userId),
  ]);
  return {
    rows: new Map(rows.map((row) => [row.position, correctionOf(row)])),
    rules: new Map(rules.map((rule) => [rule.merchant_key, correctionOf(rule)])),
  };
}

/** The positions of the rows corrected one by one, per document, in one query. */
export async function correctedPositions(
  db: Kysely<DB>,
  documentIds: readonly string[],
): Promise<Map<string, Set<number>>> {
  const found = new Map<string, Set<number>>();
  if (documentIds.length === 0) return found;
  const rows = await db
    .selectFrom('transaction_corrections')
    .select(['document_id', 'position'])
    .where('document_id', 'in', documentIds)
    .execute();
  for (const row of rows) {
    const positions = found.get(row.document_id) ?? new Set<number>();
    positions.add(row.position);
    found.set(row.document_id, positions);
  }
  return found;
}

export function listRules(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('merchant_rules')
    .select(['merchant_key', 'merchant', 'category', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('merchant_key')
    .execute();
}

/**
 * What changes whenever the user's corrections of each document (or their rules) do: how many
 * there are and when the last changed, in one query for any number of documents. A cached
 * statement keyed by it is never served stale.
 */
export async function correctionsVersions(
  db: Kysely<DB>,
  userId: string,
  documentIds: readonly string[],
): Promise<Map<string, string>> {
  const { rows } = await sql<{ id: string; version: string }>`
    select d.id, concat_ws(':', count(c.position), max(c.updated_at), r.total, r.latest) as version
    from unnest(${[...documentIds]}::uuid[]) as d (id)
    left join transaction_corrections c on c.document_id = d.id
    cross join (
      select count(*) as total, max(updated_at) as latest
      from merchant_rules where user_id = ${userId}
    ) r
    group by d.id, r.total, r.latest`.execute(db);
  return new Map(rows.map((row) => [row.id, row.version]));
}

type Change = { merchant?: string | null; category?: string | null };
type Stored = { merchant: string | null; category: string | null };

/** A correction after a change: what the change leaves out stays as it was. */
const merged = (existing: Stored | undefined, change: Change): Stored => ({
  merchant: change.merchant === undefined ? (existing?.merchant ?? null) : change.merchant,
  category: change.category === undefined ? (existing?.category ?? null) : change.category,
});

/**
 * Sets or clears a row's merchant or category; a row left with neither keeps no correction. Run
 * it in a transaction: the row is locked while the change is merged into it.
 */
export async function saveRowCorrection(
  trx: Kysely<DB>,
  documentId: string,
  position: number,
  change: Change,
): Promise<void> {
  const existing = await trx
    .selectFrom('transaction_corrections')
    .select(['merchant', 'category'])
    .where('document_id', '=', documentId)
    .where('position', '=', position)
    .forUpdate()
    .executeTakeFirst();
  const { merchant, category } = merged(existing, change);
  if (merchant === null && category === null) {
    await trx
      .deleteFrom('transaction_corrections')
      .where('document_id', '=', documentId)
      .where('position', '=', position)
      .execute();
    return;
  }
  await trx
    .insertInto('transaction_corrections')
    .values({ document_id: documentId, position, merchant, category })
    .onConflict((oc) =>
      oc
        .columns(['document_id', 'position'])
        .doUpdateSet({ merchant, category, updated_at: sql`now()` }),
    )
    .execute();
}

/**
 * Sets or clears a user's rule for a merchant as read; a rule left with nothing is removed. Run
 * it in a transaction, as `saveRowCorrection`.
 */
export async function saveRule(
  trx: Kysely<DB>,
  userId: string,
  readMerchant: string,
  change: Change,
): Promise<void> {
  const key = merchantRuleKey(readMerchant);
  const existing = await trx
    .selectFrom('merchant_rules')
    .select(['merchant', 'category'])
    .where('user_id', '=', userId)
    .where('merchant_key', '=', key)
    .forUpdate()
    .executeTakeFirst();
  const { merchant, category } = merged(existing, change);
  if (merchant === null && category === null) {
    await removeRule(trx, userId, key);
    return;
  }
  await trx
    .insertInto('merchant_rules')
    .values({ user_id: userId, merchant_key: key, merchant, category })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'merchant_key'])
        .doUpdateSet({ merchant, category, updated_at: sql`now()` }),
    )
    .execute();
}

export async function removeRule(db: Kysely<DB>, userId: string, key: string): Promise<boolean> {
  const result = await db
    .deleteFrom('merchant_rules')
    .where('user_id', '=', userId)
    .where('merchant_key', '=', key)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Every row the user has corrected, by statement and position: for the data export. */
export function listRowCorrections(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('transaction_corrections as c')
    .innerJoin('documents as d', 'd.id', 'c.document_id')
    .select(['d.file_name', 'c.position', 'c.merchant', 'c.category'])
    .where('d.user_id', '=', userId)
    .orderBy('d.file_name')
    .orderBy('c.position')
    .execute();
}
