import type { SheetStatus } from '@sheetwise/contracts';

const LOOKS: Record<SheetStatus, { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'border-amber-300 bg-amber-50 text-amber-900' },
  synced: { label: 'Synced', className: 'border-green-300 bg-green-50 text-green-800' },
  error: { label: 'Error', className: 'border-red-300 bg-red-50 text-red-800' },
};

export function SheetStatusBadge({ status }: { status: SheetStatus }) {
  const { label, className } = LOOKS[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${className}`}
    >
      {label}
    </span>
  );
}
