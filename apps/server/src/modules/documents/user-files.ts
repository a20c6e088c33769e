import type { Kysely } from 'kysely';
import { lockUntilCommit } from '../../db/advisory-lock';
import type { DB } from '../../db/schema';
import { exportKeysOfUser } from '../data-export/prepared/store';

/**
 * Where every stored file of the user is (statements and prepared exports), for removing them with
 * the account; call it in the transaction that deletes the user. It takes the lock an upload saves under (upload-service.ts,
 * same name), so that an upload saved meanwhile is listed too, and one saved later fails on the
 * missing user and removes its own file.
 */
export async function storageKeysOfUser(db: Kysely<DB>, userId: string): Promise<string[]> {
  await lockUntilCommit(db, `documents:${userId}`);
  const rows = await db
    .selectFrom('documents')
    .select('storage_key')
    .where('user_id', '=', userId)
    .execute();
  return [...rows.map((row) => row.storage_key), ...(await exportKeysOfUser(db, userId))];
}
