import { randomUUID } from 'node:crypto';
import {
  NOTIFICATION_SETTING_KEYS,
  syncNoticeLink,
  syncNoticeWords,
  type NotificationKind,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { findUserById } from '../users/store';
import { syncNoticeEmail } from './emails';
import { claimSyncEmail, insertNotification, releaseSyncEmail } from './inbox-store';
import { findNotificationSettings } from './settings-store';

/** What a sync run or the scheduler tells its owner about. */
export interface SyncEvent {
  userId: string;
  pairId: string;
  pairName: string;
  runId: string;
  kind: NotificationKind;
  error?: string;
  conflicts?: number;
}

/**
 * Tells the pair's owner, in the app and by e-mail, as their settings allow each. Each channel
 * tells of a run's event once however often this is called, from any process, so a caller may
 * simply call again after a failure: it throws when the mail could not be sent, with the mail's
 * claim given back so that the next call sends it (the bell's notification is kept).
 */
export async function notifySync(ctx: ServerContext, event: SyncEvent): Promise<void> {
  const settings = await findNotificationSettings(ctx.db, event.userId);
  const setting = NOTIFICATION_SETTING_KEYS[event.kind];
  const words = syncNoticeWords(event);
  const link = syncNoticeLink(event);
  const now = ctx.clock.now();
  if (settings.inApp[setting]) {
    await insertNotification(ctx.db, {
      id: randomUUID(),
      user_id: event.userId,
      kind: event.kind,
      pair_id: event.pairId,
      run_id: event.runId,
      ...words,
      link,
      created_at: now,
    });
  }
  if (!settings.email[setting]) return;
  const user = await findUserById(ctx.db, event.userId);
  // An account made with Google may have no e-mail address to write to.
  if (!user?.email) return;
  const claim = { runId: event.runId, kind: event.kind };
  if (!(await claimSyncEmail(ctx.db, { ...claim, sentAt: now }))) return;
  try {
    const mail = { appUrl: ctx.config.appUrl, supportEmail: ctx.config.supportEmail };
    await ctx.mailer.send(syncNoticeEmail(user, mail, { ...words, link }));
  } catch (error) {
    await releaseSyncEmail(ctx.db, claim);
    throw error;
  }
}
