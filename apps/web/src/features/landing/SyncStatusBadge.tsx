import type { LucideIcon } from 'lucide-react';
import { CalendarClock, CircleCheck, CircleX, GitCompareArrows } from 'lucide-react';
import type { SyncStatus } from './sync-history-data';

const STYLES: Record<SyncStatus, { icon: LucideIcon; className: string }> = {
  Success: { icon: CircleCheck, className: 'bg-brand-50 text-brand-800 ring-brand-100' },
  'Conflicts Resolved': {
    icon: GitCompareArrows,
    className: 'bg-amber-50 text-amber-900 ring-amber-200',
  },
  Failed: { icon: CircleX, className: 'bg-red-50 text-red-800 ring-red-200' },
  Scheduled: { icon: CalendarClock, className: 'bg-sky-50 text-sky-900 ring-sky-200' },
};

export function SyncStatusBadge({ status }: { status: SyncStatus }) {
  const { icon: Icon, className } = STYLES[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${className}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {status}
    </span>
  );
}
