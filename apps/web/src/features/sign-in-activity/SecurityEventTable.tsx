import { format, parseISO } from 'date-fns';
import {
  DEFAULT_DISPLAY_PREFERENCES,
  SECURITY_EVENT_LABELS,
  type DateDisplay,
  type SecurityEvent,
} from '@sheetwise/contracts';
import { formatDisplayDate } from '../../lib/dates';
import { useDisplayPreferences } from '../preferences/use-display-format';

/** The date as the user shows dates, and the local time: '23-November-2026, 18:04'. */
export function formatEventTime(
  iso: string,
  display: DateDisplay = DEFAULT_DISPLAY_PREFERENCES.dateDisplay,
): string {
  return `${formatDisplayDate(iso, display)}, ${format(parseISO(iso), 'HH:mm')}`;
}

/** The events as a table a screen reader can walk by column: when, what, from where. */
export function SecurityEventTable({ events }: { events: SecurityEvent[] }) {
  const { dateDisplay } = useDisplayPreferences();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm text-slate-800">
        <caption className="sr-only">Recent security events, newest first</caption>
        <thead className="border-b border-slate-200 text-xs font-semibold text-slate-600 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-4">
              When
            </th>
            <th scope="col" className="py-2 pr-4">
              Activity
            </th>
            <th scope="col" className="py-2 pr-4">
              Device
            </th>
            <th scope="col" className="py-2">
              Network
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {events.map((event) => (
            <tr key={event.id}>
              <td className="py-2 pr-4 whitespace-nowrap">
                <time dateTime={event.at}>{formatEventTime(event.at, dateDisplay)}</time>
              </td>
              <td
                className={`py-2 pr-4 ${event.kind === 'sign-in-failed' ? 'font-medium text-red-700' : ''}`}
              >
                {SECURITY_EVENT_LABELS[event.kind]}
              </td>
              <td className="py-2 pr-4 text-slate-600">{event.device || 'Unknown'}</td>
              <td className="py-2 text-slate-600 tabular-nums">{event.network || 'Unknown'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
