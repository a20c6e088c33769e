import { ExternalLink, FileSpreadsheet, RefreshCw, Settings2, Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { SHEET_MESSAGES, SYNC_ERROR_CODES, SYNC_MESSAGES, type Sheet } from '@sheetwise/contracts';
import { Button, LinkButton } from '../../components/ui/Button';
import { buttonClass, textLinkClass } from '../../components/ui/styles';
import { ApiError } from '../../lib/api';
import { useDisplayFormat } from '../preferences/use-display-format';
import { RunProgress } from '../sync/RunProgress';
import { syncPages } from '../sync/sync-api';
import { serverSync, useSyncNow } from '../sync/use-sync-now';
import { SheetStatusBadge } from './SheetStatusBadge';

interface SheetRowProps {
  sheet: Sheet;
  busy: boolean;
  onRemove: () => void;
  /** A sync started here finished: the list and the figures are asked for again. */
  onSynced: () => void;
}

/**
 * One sync pair. The hidden part of each control's name says which sheet it acts on, since
 * every row has the same controls. Without a workbook there is nothing to sync with yet, so
 * Sync Now leads to the pair's page to add one.
 */
export function SheetRow({ sheet, busy, onRemove, onSynced }: SheetRowProps) {
  const display = useDisplayFormat();
  const navigate = useNavigate();
  const sync = useSyncNow(onSynced);
  const pairPage = syncPages.pair(sheet.id);
  const syncNow = () => {
    if (!sheet.hasWorkbook) {
      void navigate(pairPage);
      return;
    }
    void sync.start(async (onUpdate, signal) => {
      try {
        return await serverSync(sheet.id)(onUpdate, signal);
      } catch (error) {
        // Another tab removed the workbook: its page is where one is added again.
        if (error instanceof ApiError && error.code === SYNC_ERROR_CODES.needsWorkbook) {
          void navigate(pairPage);
          return null;
        }
        throw error;
      }
    });
  };
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
          {(sheet.status === 'error' || sheet.status === 'paused') && (
            <p className="mt-1 text-sm font-medium text-red-700">
              {sheet.lastError ?? SHEET_MESSAGES.syncFailed}
            </p>
          )}
          {sheet.status === 'paused' && (
            <p className="mt-1 text-sm text-slate-700">{SYNC_MESSAGES.paused}</p>
          )}
          {sheet.status === 'conflicts-waiting' && (
            <p className="mt-1 text-sm">
              <Link to={syncPages.conflicts(sheet.id)} className={textLinkClass}>
                Settle the conflicts<span className="sr-only"> of {sheet.name}</span>
              </Link>
            </p>
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
        <LinkButton to={pairPage} variant="secondary" size="sm">
          <Settings2 aria-hidden="true" className="size-4" />
          {sheet.hasWorkbook ? 'Open sync' : 'Set up sync'}
          <span className="sr-only"> for {sheet.name}</span>
        </LinkButton>
        <Button variant="secondary" size="sm" disabled={sync.busy} onClick={syncNow}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Sync Now<span className="sr-only"> {sheet.name}</span>
        </Button>
        <Button variant="ghost" size="sm" disabled={busy} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove<span className="sr-only"> {sheet.name}</span>
        </Button>
      </div>
      <div className="mt-2">
        <RunProgress sync={sync} />
      </div>
    </li>
  );
}
