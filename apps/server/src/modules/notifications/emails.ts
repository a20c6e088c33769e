import {
  NOTIFICATION_SETTINGS_PAGE,
  PAID_PERIOD_DAYS,
  PASSWORD_RESET_TTL_MS,
  RESET_PASSWORD_PAGE,
  formatCalendarDate,
  formatUsd,
  planAmountMinor,
  type PaidPlanType,
  type PlanReminderKind,
  type PlanType,
} from '@sheetwise/contracts';
import type { MailMessage } from '../../platform/mail/mailer';

/**
 * Every e-mail Sheetwise sends, as plain text. Plain text keeps the links visible and readable
 * in any mail client, and gives a phishing look-alike nothing to copy.
 */

export interface Recipient {
  email: string;
  name: string;
}

export interface MailSettings {
  appUrl: string;
  supportEmail: string;
}

function greeting(recipient: Recipient): string {
  return recipient.name ? `Hello ${recipient.name},` : 'Hello,';
}

/** An instant as people read it in mail: the spec's date format, with the time in UTC. */
function moment(date: Date): string {
  const iso = date.toISOString();
  return `${formatCalendarDate(iso.slice(0, 10))} at ${iso.slice(11, 16)} UTC`;
}

function signOff(settings: MailSettings): string {
  return `Questions? Write to ${settings.supportEmail}.\n\nSheetwise`;
}

export function passwordResetEmail(
  recipient: Recipient,
  settings: MailSettings,
  token: string,
): MailMessage {
  const link = `${settings.appUrl}${RESET_PASSWORD_PAGE}?token=${encodeURIComponent(token)}`;
  const minutes = PASSWORD_RESET_TTL_MS / 60_000;
  return {
    to: recipient.email,
    subject: 'Reset your Sheetwise password',
    text: `${greeting(recipient)}

Someone, hopefully you, asked to reset the password of your Sheetwise account. To choose a new password, open this link:

${link}

The link works once, within ${minutes} minutes. Resetting the password signs you out everywhere.

If you did not ask for this, ignore this message: your password stays as it is.

${signOff(settings)}`,
  };
}

/** An account that signs in with Google has no password to reset; say so instead of staying silent. */
export function googleAccountResetEmail(recipient: Recipient, settings: MailSettings): MailMessage {
  return {
    to: recipient.email,
    subject: 'Your Sheetwise account signs in with Google',
    text: `${greeting(recipient)}

Someone, hopefully you, asked to reset the password of your Sheetwise account. Your account has no password: it signs in with Google. Use "Login with Google" at:

${settings.appUrl}/login

If you did not ask for this, ignore this message.

${signOff(settings)}`,
  };
}

/** Sent to the old address, so that the owner hears of a change made by someone else. */
export function emailChangedEmail(
  recipient: Recipient,
  settings: MailSettings,
  newEmail: string,
): MailMessage {
  return {
    to: recipient.email,
    subject: 'The e-mail address of your Sheetwise account was changed',
    text: `${greeting(recipient)}

The e-mail address of your Sheetwise account was changed from ${recipient.email} to ${newEmail}. Sheetwise will write to the new address from now on.

If you made this change, there is nothing more to do. If you did not, write to ${settings.supportEmail} at once so that we can secure your account.

Sheetwise`,
  };
}

/** A period ending, as a reminder describes it. */
export interface PlanEndingReminder {
  kind: PlanReminderKind;
  planType: PlanType;
  endsAt: Date;
  /** A paid plan cancelled by its owner: it runs out as chosen and is not offered for renewal. */
  cancelled: boolean;
  /** A lower plan chosen to follow the paid period. */
  scheduledPlan: PaidPlanType | null;
}

const NEED_A_PLAN =
  'your documents and chats stay readable, but uploading statements and asking new questions need a plan';

/** The reminder's subject and what it asks of the user, by plan and by what follows the end. */
function reminderWords(reminder: PlanEndingReminder, when: string) {
  const { planType, scheduledPlan } = reminder;
  if (planType === 'Trial') {
    return {
      subject: `Your Sheetwise free trial ends ${when}`,
      what: 'Your Sheetwise free trial',
      next: `After that ${NEED_A_PLAN}. Choose Starter or Pro in Settings:`,
    };
  }
  if (scheduledPlan) {
    const price = formatUsd(planAmountMinor(scheduledPlan));
    return {
      subject: `Your Sheetwise plan changes to ${scheduledPlan} ${when}`,
      what: `Your Sheetwise ${planType} plan`,
      next: `Then your plan changes to ${scheduledPlan}, as you chose. Pay for ${scheduledPlan} (${price} for ${PAID_PERIOD_DAYS} days) in Settings to keep uploading statements and asking new questions; until you do, ${NEED_A_PLAN}:`,
    };
  }
  if (reminder.cancelled) {
    return {
      subject: `Your Sheetwise ${planType} plan ends ${when}`,
      what: `Your Sheetwise ${planType} plan`,
      next: `You cancelled it, so it is not renewed. After that ${NEED_A_PLAN}. Your plan in Settings:`,
    };
  }
  return {
    subject:
      reminder.kind === 'ends-today'
        ? `Your Sheetwise ${planType} plan ends ${when}`
        : `Your Sheetwise ${planType} plan is due for renewal`,
    what: `Your Sheetwise ${planType} plan`,
    next: `Renew it in Settings to keep uploading statements and asking new questions; without a renewal, ${NEED_A_PLAN}:`,
  };
}

/** A few days before a trial or paid plan ends, and on the day: what ends when, and what next. */
export function planReminderEmail(
  recipient: Recipient,
  settings: MailSettings,
  reminder: PlanEndingReminder,
  now: Date,
): MailMessage {
  const today = reminder.kind === 'ends-today';
  const day = formatCalendarDate(reminder.endsAt.toISOString().slice(0, 10));
  const words = reminderWords(reminder, today ? 'today' : `on ${day}`);
  const ended = reminder.endsAt.getTime() <= now.getTime();
  const verb = ended ? 'ended' : 'ends';
  return {
    to: recipient.email,
    subject: words.subject,
    text: `${greeting(recipient)}

${words.what} ${verb} ${today ? 'today, ' : 'on '}${moment(reminder.endsAt)}. ${words.next}

${settings.appUrl}/settings

${signOff(settings)}`,
  };
}

/** The export's link is to Settings, not to the file: downloading it needs the user signed in. */
export function dataExportReadyEmail(
  recipient: Recipient,
  settings: MailSettings,
  expiresAt: Date,
): MailMessage {
  return {
    to: recipient.email,
    subject: 'Your Sheetwise data export is ready',
    text: `${greeting(recipient)}

The export of your Sheetwise data that you asked for is ready. Download it from Settings, under "Export my data", until ${moment(expiresAt)}:

${settings.appUrl}/settings

After that the file is deleted; you can prepare a new one at any time.

${signOff(settings)}`,
  };
}

/** A sync notification's e-mail: the bell's title and words, with the way to the pair. */
export function syncNoticeEmail(
  recipient: Recipient,
  settings: MailSettings,
  notice: { title: string; body: string; link: string },
): MailMessage {
  return {
    to: recipient.email,
    subject: notice.title,
    text: `${greeting(recipient)}

${notice.body}

${settings.appUrl}${notice.link}

Choose which notifications you receive, in the app and by e-mail, in Settings:
${settings.appUrl}${NOTIFICATION_SETTINGS_PAGE}

${signOff(settings)}`,
  };
}
