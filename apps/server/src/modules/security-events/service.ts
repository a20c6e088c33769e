import { SECURITY_EVENTS_SHOWN, type SecurityEvent } from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import type { Authenticated } from '../auth/authenticate';
import { deleteOtherSessionsOfUser } from '../auth/session-store';
import type { ClientOrigin } from './client-origin';
import { recordSecurityEvent } from './record';
import { latestSecurityEvents } from './store';

/** The signed-in user's latest security events, newest first. */
export async function listSecurityEvents(
  ctx: ServerContext,
  userId: string,
): Promise<SecurityEvent[]> {
  const rows = await latestSecurityEvents(ctx.db, userId, SECURITY_EVENTS_SHOWN);
  return rows.map((row) => ({
    id: String(row.id),
    kind: row.kind,
    at: row.created_at.toISOString(),
    network: row.network,
    device: row.device,
  }));
}

/**
 * Signs the user out everywhere but here (another browser, a lost phone), and records that they
 * did, in one transaction. Answers how many sessions ended.
 */
export async function endOtherSessions(
  ctx: ServerContext,
  auth: Authenticated,
  origin: ClientOrigin,
): Promise<number> {
  const count = await ctx.db.transaction().execute(async (trx) => {
    const ended = await deleteOtherSessionsOfUser(trx, auth.user.id, auth.tokenHash);
    await recordSecurityEvent(trx, {
      userId: auth.user.id,
      kind: 'other-sessions-ended',
      at: ctx.clock.now(),
      origin,
    });
    return ended;
  });
  // The ended sessions must not live on in this process's cache; this one is looked up afresh.
  ctx.sessions.forgetUser(auth.user.id);
  return count;
}
