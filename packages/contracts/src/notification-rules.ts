import { FAILURES_BEFORE_PAUSE } from './sync-schedule';
/**
 * Notifications of sync events (issue #21): their kinds, the words of each in the bell and in the
 * e-mail, and the per-user settings' defaults. Free of zod like sync-rules.ts, so the signed-in
 * header's bell costs no schema code.
 */
export const NOTIFICATION_KINDS = ['run-failed', 'conflicts-waiting', 'pair-paused'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['inApp', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Each kind's key in the settings object. */
export const NOTIFICATION_SETTING_KEYS = {
  'run-failed': 'runFailed',
  'conflicts-waiting': 'conflictsWaiting',
  'pair-paused': 'pairPaused',
} as const satisfies Record<NotificationKind, string>;
export type NotificationSettingKey = (typeof NOTIFICATION_SETTING_KEYS)[NotificationKind];

export type NotificationChoices = Record<NotificationSettingKey, boolean>;
export type NotificationSettingsShape = Record<NotificationChannel, NotificationChoices>;

/**
 * What an account receives until its owner chooses: everything in the app; by e-mail, what needs
 * the owner (a failure, a pause) but not conflicts, which a Manual pair leaves on every busy day.
 */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettingsShape = {
  inApp: { runFailed: true, conflictsWaiting: true, pairPaused: true },
  email: { runFailed: true, conflictsWaiting: false, pairPaused: true },
};

/** Settings' labels: one checkbox per kind and channel. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  'run-failed': 'A sync fails',
  'conflicts-waiting': 'Conflicts wait for your choice',
  'pair-paused': 'A sync is paused after failing repeatedly',
};
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  inApp: 'In the app',
  email: 'By e-mail',
};

/** How many notifications the bell lists, newest first. */
export const NOTIFICATIONS_SHOWN = 50;

/** How often the bell asks for the unread count while the window is open. */
export const NOTIFICATIONS_REFRESH_MS = 60_000;

export const NOTIFICATIONS_PATH = '/api/notifications';
export const NOTIFICATIONS_READ_ALL_PATH = '/api/notifications/read-all';
export const notificationReadPath = (id: string) => `/api/notifications/${id}/read`;
export const NOTIFICATION_SETTINGS_PATH = '/api/me/notification-settings';

/** Settings' anchor for the section, which every notification e-mail links to. */
export const NOTIFICATION_SETTINGS_PAGE = '/settings#notifications';

export const NOTIFICATION_MESSAGES = {
  notFound: 'That notification was not found.',
  settingsSaved: 'Notification settings saved.',
  settingsFailed: 'Your notification settings could not be saved. Please try again.',
  markFailed: 'Notifications could not be marked as read. Please try again.',
  loadFailed: 'Your notifications could not be loaded. The bell asks again every minute.',
} as const;

export const NOTIFICATION_ERROR_CODES = { notFound: 'notification-not-found' } as const;

/** What happened to a pair, as the sync tells it. */
export interface SyncNoticeFacts {
  kind: NotificationKind;
  pairId: string;
  pairName: string;
  /** The run's own words for a failure or a pause. */
  error?: string;
  conflicts?: number;
}

const TIMES: Record<number, string> = { 2: 'twice', 3: 'three times', 4: 'four times' };
const times = (count: number) => TIMES[count] ?? `${count} times`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Where a notification takes its reader: the conflicts to settle, or the pair page. */
export function syncNoticeLink(facts: Pick<SyncNoticeFacts, 'kind' | 'pairId'>): string {
  const pair = `/sync/${facts.pairId}`;
  return facts.kind === 'conflicts-waiting' ? `${pair}/conflicts` : pair;
}

/** A notification's title and body, the same in the bell and in the e-mail. */
export function syncNoticeWords(facts: SyncNoticeFacts): { title: string; body: string } {
  const name = `“${facts.pairName}”`;
  switch (facts.kind) {
    case 'run-failed':
      return {
        title: `Sync failed: ${facts.pairName}`,
        body: `The sync of ${name} failed. ${facts.error ?? 'It stopped before it finished.'}`,
      };
    case 'conflicts-waiting': {
      const count = facts.conflicts ?? 0;
      return {
        title: `Conflicts waiting: ${facts.pairName}`,
        body: `The sync of ${name} left ${plural(count, 'conflict', 'conflicts')} for you to settle under the Manual policy. Choose a value for each, then sync again.`,
      };
    }
    case 'pair-paused':
      return {
        title: `Sync paused: ${facts.pairName}`,
        body: `The sync of ${name} failed ${times(FAILURES_BEFORE_PAUSE)} in a row, so it was paused and will not run on its schedule. ${facts.error ? `The last error: ${facts.error} ` : ''}Open the pair and choose Retry Sync to start it again.`,
      };
  }
}
