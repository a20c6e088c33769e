import { z } from 'zod';
import { NOTIFICATION_KINDS } from './notification-rules';

export const InAppNotification = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path in the app: the pair, or its conflicts. */
  link: z.string(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type InAppNotification = z.infer<typeof InAppNotification>;

/** GET NOTIFICATIONS_PATH: the latest NOTIFICATIONS_SHOWN, newest first, and every unread one counted. */
export const NotificationList = z.object({
  notifications: z.array(InAppNotification),
  unread: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof NotificationList>;

export const NotificationIdParams = z.object({ id: z.uuid() });

/** What marking read answers: the unread count left, for the bell. */
export const NotificationsRead = z.object({ unread: z.number().int().nonnegative() });
export type NotificationsRead = z.infer<typeof NotificationsRead>;

const Choices = z.object({
  runFailed: z.boolean(),
  conflictsWaiting: z.boolean(),
  pairPaused: z.boolean(),
});

/** Which notifications the user receives, per channel and kind. */
export const NotificationSettings = z.object({ inApp: Choices, email: Choices });
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/**
 * PATCH NOTIFICATION_SETTINGS_PATH: any choices, at least one; the rest stay. Unknown keys are
 * refused, so a misspelt choice is a 400 and not a silent no-op.
 */
export const UpdateNotificationSettingsRequest = z
  .object({ inApp: Choices.partial().strict(), email: Choices.partial().strict() })
  .partial()
  .strict()
  .refine(
    (changes) => Object.values(changes).some((choices) => Object.keys(choices).length > 0),
    'Give at least one choice.',
  );
export type UpdateNotificationSettingsRequest = z.infer<typeof UpdateNotificationSettingsRequest>;
