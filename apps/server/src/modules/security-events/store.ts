import type { Kysely } from 'kysely';
import type { SecurityEventKind } from '@sheetwise/contracts';
import type { DB } from '../../db/schema';

export function insertSecurityEvent(
  db: Kysely<DB>,
  event: { userId: string; kind: SecurityEventKind; at: Date; network: string; device: string },
): Promise<unknown> {
  return db
    .insertInto('security_events')
    .values({
      user_id: event.userId,
      kind: event.kind,
      created_at: event.at,
      network: event.network,
      device: event.device,
    })
    .execute();
}

/** The user's latest events, newest first; only ever this user's. */
export function latestSecurityEvents(db: Kysely<DB>, userId: string, limit: number) {
  return db
    .selectFrom('security_events')
    .select(['id', 'kind', 'created_at', 'network', 'device'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
