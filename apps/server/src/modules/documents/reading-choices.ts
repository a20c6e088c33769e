import { ReadingChoice } from '@sheetwise/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Layouts remembered per user, the most recently confirmed first: more than anyone's banks use,
 * and few enough that every upload can hand them all to its parse.
 */
const REMEMBERED_LAYOUTS = 50;

/** The user's remembered readings, for the parse to apply the one that fits the file's layout. */
export async function rememberedReadings(db: Kysely<DB>, userId: string): Promise<ReadingChoice[]> {
  const rows = await db
    .selectFrom('reading_choices')
    .select('choice')
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .limit(REMEMBERED_LAYOUTS)
    .execute();
  // Stored only after the same schema passed it; a row that no longer passes is not used.
  return rows.flatMap((row) => {
    const parsed = ReadingChoice.safeParse(row.choice);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Remembers the user's reading of a layout, replacing an earlier one for the same layout. */
export async function rememberReading(
  db: Kysely<DB>,
  userId: string,
  choice: ReadingChoice,
  now: Date,
): Promise<void> {
  await db
    .insertInto('reading_choices')
    .values({
      user_id: userId,
      header_signature: choice.headerSignature,
      choice: JSON.stringify(choice),
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'header_signature']).doUpdateSet((eb) => ({
        choice: eb.ref('excluded.choice'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}
