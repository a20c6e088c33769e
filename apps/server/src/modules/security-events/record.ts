import type { Kysely } from 'kysely';
import type { SecurityEventKind } from '@sheetwise/contracts';
import type { DB } from '../../db/schema';
import { coarseNetwork, deviceOf, type ClientOrigin } from './client-origin';
import { insertSecurityEvent } from './store';

/**
 * Appends one event to the user's sign-in activity. Pass the transaction that makes the change,
 * where there is one, so that the event is recorded exactly when the change is.
 */
export function recordSecurityEvent(
  db: Kysely<DB>,
  event: { userId: string; kind: SecurityEventKind; at: Date; origin: ClientOrigin },
): Promise<unknown> {
  return insertSecurityEvent(db, {
    userId: event.userId,
    kind: event.kind,
    at: event.at,
    network: coarseNetwork(event.origin.ip),
    device: deviceOf(event.origin.userAgent),
  });
}
