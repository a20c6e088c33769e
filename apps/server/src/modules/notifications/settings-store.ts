import type { Kysely, Selectable } from 'kysely';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationSettingKey,
  type NotificationSettings,
  type UpdateNotificationSettingsRequest,
} from '@sheetwise/contracts';
import type { DB } from '../../db/schema';
import type { NotificationSettingsTable } from '../../db/schema-notifications';

type SettingColumn = Exclude<keyof NotificationSettingsTable, 'user_id'>;

const COLUMNS = {
  inApp: {
    runFailed: 'in_app_run_failed',
    conflictsWaiting: 'in_app_conflicts_waiting',
    pairPaused: 'in_app_pair_paused',
  },
  email: {
    runFailed: 'email_run_failed',
    conflictsWaiting: 'email_conflicts_waiting',
    pairPaused: 'email_pair_paused',
  },
} as const satisfies Record<NotificationChannel, Record<NotificationSettingKey, SettingColumn>>;

function settingsOf(row: Selectable<NotificationSettingsTable>): NotificationSettings {
  const choices = (channel: NotificationChannel) => {
    const columns = COLUMNS[channel];
    return {
      runFailed: row[columns.runFailed],
      conflictsWaiting: row[columns.conflictsWaiting],
      pairPaused: row[columns.pairPaused],
    };
  };
  return { inApp: choices('inApp'), email: choices('email') };
}

/** The columns a set of choices writes, by channel and kind. */
function columnsOf(
  settings: UpdateNotificationSettingsRequest,
): Partial<Record<SettingColumn, boolean>> {
  const columns: Partial<Record<SettingColumn, boolean>> = {};
  for (const channel of NOTIFICATION_CHANNELS) {
    for (const [key, value] of Object.entries(settings[channel] ?? {})) {
      columns[COLUMNS[channel][key as NotificationSettingKey]] = value;
    }
  }
  return columns;
}

/** The user's choices, or the defaults when they have made none. */
export async function findNotificationSettings(
  db: Kysely<DB>,
  userId: string,
): Promise<NotificationSettings> {
  const row = await db
    .selectFrom('notification_settings')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? settingsOf(row) : DEFAULT_NOTIFICATION_SETTINGS;
}

/**
 * Saves the choices given and keeps the others, in one statement: the first save starts from the
 * defaults, and two saves at once of different choices both stay.
 */
export async function saveNotificationSettings(
  db: Kysely<DB>,
  userId: string,
  changes: UpdateNotificationSettingsRequest,
): Promise<NotificationSettings> {
  const changed = columnsOf(changes);
  const row = await db
    .insertInto('notification_settings')
    .values({
      user_id: userId,
      ...(columnsOf(DEFAULT_NOTIFICATION_SETTINGS) as Record<SettingColumn, boolean>),
      ...changed,
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changed))
    .returningAll()
    .executeTakeFirstOrThrow();
  return settingsOf(row);
}
