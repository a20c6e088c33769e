import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

/**
 * Holds a lock named by `name` until the transaction `trx` ends, so that work done under the same
 * name in other transactions (in this process or another server's) waits its turn. The name is
 * hashed to PostgreSQL's 64-bit advisory lock key.
 */
export async function lockUntilCommit(trx: Kysely<DB>, name: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx);
}
