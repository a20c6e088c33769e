import { useId, useState } from 'react';
import {
  SYNC_MESSAGES,
  SYNC_SCHEDULE_KINDS,
  scheduleLabel,
  scheduleProblem,
  type SyncPair,
  type SyncScheduleKind,
  type UpdateSyncPairRequest,
} from '@sheetwise/contracts';
import { Button } from '../../components/ui/Button';
import { useDisplayFormat } from '../preferences/use-display-format';

interface ScheduleSectionProps {
  pair: SyncPair;
  busy: boolean;
  onChange: (change: UpdateSyncPairRequest) => void;
}

const CHOICE_LABELS: Record<SyncScheduleKind, string> = {
  manual: 'Only when I choose Sync Now',
  'every-15-minutes': 'Every 15 minutes',
  hourly: 'Hourly',
  daily: 'Daily, at a time of day',
};

const utcTime = (iso: string) => iso.slice(11, 16);

/** When the pair syncs on its own, when it next will, and whether failures paused it. */
export function ScheduleSection({ pair, busy, onChange }: ScheduleSectionProps) {
  const display = useDisplayFormat();
  const kindId = useId();
  const timeId = useId();
  const [kind, setKind] = useState<SyncScheduleKind>(pair.schedule.kind);
  const [time, setTime] = useState(pair.schedule.time ?? '09:00');
  const schedule = { kind, time: kind === 'daily' ? time : null };
  const problem = scheduleProblem(schedule);
  const unchanged =
    kind === pair.schedule.kind && (kind !== 'daily' || time === pair.schedule.time);
  return (
    <section aria-labelledby="schedule-heading" className="space-y-3">
      <h2 id="schedule-heading" className="text-lg font-semibold text-slate-900">
        Schedule
      </h2>
      {pair.paused && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {SYNC_MESSAGES.paused}
        </p>
      )}
      <p className="text-sm text-slate-700">
        {scheduleLabel(pair.schedule)}
        {pair.nextRunAt &&
          ` · next run ${display.date(pair.nextRunAt)} at ${utcTime(pair.nextRunAt)} UTC`}
      </p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!problem) onChange({ schedule });
        }}
      >
        <div>
          <label htmlFor={kindId} className="block text-sm font-medium text-slate-800">
            Sync on its own
          </label>
          <select
            id={kindId}
            value={kind}
            disabled={busy}
            onChange={(event) => {
              setKind(event.target.value as SyncScheduleKind);
            }}
            className="mt-1.5 block rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          >
            {SYNC_SCHEDULE_KINDS.map((choice) => (
              <option key={choice} value={choice}>
                {CHOICE_LABELS[choice]}
              </option>
            ))}
          </select>
        </div>
        {kind === 'daily' && (
          <div>
            <label htmlFor={timeId} className="block text-sm font-medium text-slate-800">
              Time of day (UTC)
            </label>
            <input
              id={timeId}
              type="time"
              value={time}
              disabled={busy}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => {
                setTime(event.target.value);
              }}
              className="mt-1.5 block rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            />
          </div>
        )}
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          disabled={busy || unchanged || problem !== null}
        >
          Save schedule
        </Button>
      </form>
      {problem && kind === 'daily' && <p className="text-sm font-medium text-red-700">{problem}</p>}
    </section>
  );
}
