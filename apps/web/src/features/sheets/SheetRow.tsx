import { ExternalLink, FileSpreadsheet, RefreshCw, Trash2 } from 'lucide-react';
import { SHEET_MESSAGES, type Sheet } from '@sheetwise/contracts';
import { Button } from '../../components/ui/Button';
import { buttonClass } from '../../components/ui/styles';
import { useDisplayFormat } from '../preferences/use-display-format';
import { SheetStatusBadge } from './SheetStatusBadge';

interface SheetRowProps {
  sheet: Sheet;
  busy: boolean;
  onSyncNow: () => void;
  onRemove: () => void;
}

/**
 * One connected sheet. The hidden part of each button's name says which sheet it acts on, since
 * every row has the same three buttons.
 */
export function SheetRow({ sheet, busy, onSyncNow, onRemove }: SheetRowProps) {
  const display = useDisplayFormat();
  const rows = sheet.rows === 1 ? '1 row' : `${sheet.rows} rows`;
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex items-start gap-3">
        <FileSpreadsheet aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-semibold text-slate-900">{sheet.name}</p>
            <SheetStatusBadge status={sheet.status} />
          </div>
          <p className="mt-0.5 text-sm break-all text-slate-600">{sheet.url}</p>
          <p className="mt-1 text-sm text-slate-600">
            Last sync: {sheet.lastSync ? display.date(sheet.lastSync) : 'Never'} · {rows}
          </p>
          {sheet.status === 'error' && (
            <p className="mt-1 text-sm font-medium text-red-700">{SHEET_MESSAGES.syncFailed}</p>
          )}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={sheet.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary', 'sm')}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Open<span className="sr-only"> {sheet.name} (opens in a new tab)</span>
        </a>
        <Button variant="secondary" size="sm" onClick={onSyncNow}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Sync Now<span className="sr-only"> {sheet.name}</span>
        </Button>
        <Button variant="ghost" size="sm" disabled={busy} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove<span className="sr-only"> {sheet.name}</span>
        </Button>
      </div>
    </li>
  );
}
