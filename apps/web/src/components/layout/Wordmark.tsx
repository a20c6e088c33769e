import { Sheet } from 'lucide-react';
import { PRODUCT_NAME } from '../../lib/product';

/** The Sheetwise mark and name (only the mark when compact); callers decide whether it is a link. */
export function Wordmark({ compact = false }: { compact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900">
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-gradient-to-br from-brand-600 to-brand-800 text-white shadow-sm"
      >
        <Sheet className="size-4.5" strokeWidth={2.25} />
      </span>
      {!compact && PRODUCT_NAME}
    </span>
  );
}
