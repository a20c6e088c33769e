import type { LayoutCurrency } from '@sheetwise/statements';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** As many layouts as readings are remembered for (reading-choices.ts), latest first. */
const REMEMBERED_LAYOUTS = 50;

/** The currencies the user gave statements that named none, for the parse of the next upload. */
export async function rememberedCurrencies(
  db: Kysely<DB>,
  userId: string,
): Promise<LayoutCurrency[]> {
  const rows = await db
    .selectFrom('layout_currencies')
    .select(['header_signature', 'currency'])
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .limit(REMEMBERED_LAYOUTS)
    .execute();
  return rows.map((row) => ({ headerSignature: row.header_signature, currency: row.currency }));
}

/** Remembers the currency for the layout, replacing an earlier choice for it. */
export async function rememberCurrency(
  db: Kysely<DB>,
  userId: string,
  { headerSignature, currency }: LayoutCurrency,
  now: Date,
): Promise<void> {
  await db
    .insertInto('layout_currencies')
    .values({ user_id: userId, header_signature: headerSignature, currency, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['user_id', 'header_signature']).doUpdateSet((eb) => ({
        currency: eb.ref('excluded.currency'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}
