/**
 * When a sync pair runs on its own (issue #21): every 15 minutes, hourly, daily at a time (UTC),
 * or only when asked. Pure, for the server's scheduler and the screens alike.
 */
export const SYNC_SCHEDULE_KINDS = ['manual', 'every-15-minutes', 'hourly', 'daily'] as const;
export type SyncScheduleKind = (typeof SYNC_SCHEDULE_KINDS)[number];

export interface SyncSchedule {
  readonly kind: SyncScheduleKind;
  /** 'HH:MM' in UTC, for daily schedules. */
  readonly time: string | null;
}

export const MANUAL_SCHEDULE: SyncSchedule = { kind: 'manual', time: null };

/** Failed runs in a row after which a scheduled pair is paused until the user retries it. */
export const FAILURES_BEFORE_PAUSE = 3;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Why a schedule cannot be kept; null when it is fine. */
export function scheduleProblem(schedule: SyncSchedule): string | null {
  if (schedule.kind === 'daily' && !TIME.test(schedule.time ?? '')) {
    return 'Choose the time of day as HH:MM, from 00:00 to 23:59.';
  }
  return null;
}

/** The landing page's "schedule" field: how a pair's runs are started. */
export function scheduleLabel(schedule: SyncSchedule): string {
  switch (schedule.kind) {
    case 'manual':
      return 'Manual';
    case 'every-15-minutes':
      return 'Every 15 minutes';
    case 'hourly':
      return 'Hourly';
    case 'daily':
      return `Daily at ${schedule.time ?? '00:00'} UTC`;
  }
}

const MINUTE = 60_000;

/** The first scheduled time strictly after `after`; null for a manual pair. */
export function nextScheduledRun(schedule: SyncSchedule, after: Date): Date | null {
  const at = after.getTime();
  switch (schedule.kind) {
    case 'manual':
      return null;
    case 'every-15-minutes':
      return new Date((Math.floor(at / (15 * MINUTE)) + 1) * 15 * MINUTE);
    case 'hourly':
      return new Date((Math.floor(at / (60 * MINUTE)) + 1) * 60 * MINUTE);
    case 'daily': {
      const [hours = 0, minutes = 0] = (schedule.time ?? '00:00').split(':').map(Number);
      const today = Date.UTC(
        after.getUTCFullYear(),
        after.getUTCMonth(),
        after.getUTCDate(),
        hours,
        minutes,
      );
      return new Date(today > at ? today : today + 24 * 60 * MINUTE);
    }
  }
}
