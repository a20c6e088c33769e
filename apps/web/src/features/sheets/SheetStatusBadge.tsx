import { SHEET_STATUS_LABELS, type SheetStatus } from '@sheetwise/contracts';

/** The words come from contracts; the colour says how urgent each status is. */
const COLOURS: Record<SheetStatus, string> = {
  pending: 'border-amber-300 bg-amber-50 text-amber-900',
  synced: 'border-green-300 bg-green-50 text-green-800',
  'conflicts-waiting': 'border-orange-300 bg-orange-50 text-orange-900',
  paused: 'border-slate-400 bg-slate-100 text-slate-800',
  error: 'border-red-300 bg-red-50 text-red-800',
};

export function SheetStatusBadge({ status }: { status: SheetStatus }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${COLOURS[status]}`}
    >
      {SHEET_STATUS_LABELS[status]}
    </span>
  );
}
