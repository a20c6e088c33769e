import type { ColumnType } from 'kysely';
import type { NotificationKind } from '@sheetwise/contracts';

/** The bell's notifications (migration 0029). */
export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: NotificationKind;
  pair_id: string;
  run_id: string;
  title: string;
  body: string;
  link: string;
  created_at: Date;
  read_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A notification e-mail's claim: one per run and kind. */
export interface NotificationEmailsTable {
  run_id: string;
  kind: NotificationKind;
  sent_at: Date;
}

/** A user's notification choices; no row means the defaults. */
export interface NotificationSettingsTable {
  user_id: string;
  in_app_run_failed: boolean;
  in_app_conflicts_waiting: boolean;
  in_app_pair_paused: boolean;
  email_run_failed: boolean;
  email_conflicts_waiting: boolean;
  email_pair_paused: boolean;
}
