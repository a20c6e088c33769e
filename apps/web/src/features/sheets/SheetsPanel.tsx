import { Link2, Unplug } from 'lucide-react';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SHEET_MESSAGES } from '@sheetwise/contracts';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { LoadError } from '../../components/ui/LoadError';
import { Spinner } from '../../components/ui/Spinner';
import { textLinkClass } from '../../components/ui/styles';
import { syncPages } from '../sync/sync-api';
import { AddSheetForm } from './AddSheetForm';
import { SheetRow } from './SheetRow';
import { useSheetsPanel } from './use-sheets-panel';

interface SheetsPanelProps {
  /** Called after any change, so figures elsewhere on the page can be recounted. */
  onChange: () => void;
}

/**
 * The dashboard's 'Google sheets sync' panel (spec section 2): the user's sync pairs. Connecting
 * goes to Google's consent page, which comes back here (`?sheets=denied` when refused).
 */
export function SheetsPanel({ onChange }: SheetsPanelProps) {
  const model = useSheetsPanel(onChange);
  const [search] = useSearchParams();
  const denied = search.get('sheets') === 'denied';
  const heading = useRef<HTMLHeadingElement>(null);
  const { state } = model.panel;
  const connected = state.status === 'ready' && state.data.connected;

  // The button just used disappears with the change (or its row): keep focus nearby.
  const afterChange = (change: Promise<boolean>) => {
    void change.then((done) => {
      if (done) heading.current?.focus();
    });
  };

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3
            ref={heading}
            id="sheets-heading"
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 focus:outline-none"
          >
            Google sheets sync
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">
            {connected ? 'Google account connected' : 'Google account not connected'}
          </p>
        </div>
        {state.status === 'ready' &&
          (connected ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={model.busy}
              onClick={() => {
                afterChange(model.disconnect());
              }}
            >
              <Unplug aria-hidden="true" className="size-4" />
              Disconnect
            </Button>
          ) : (
            <Button
              size="sm"
              disabled={model.busy}
              onClick={() => {
                afterChange(model.connect());
              }}
            >
              <Link2 aria-hidden="true" className="size-4" />
              Connect Google Account
            </Button>
          ))}
      </div>

      <div className="mt-5 space-y-5">
        {state.status === 'loading' && <Spinner label="Loading your sheets" />}
        {state.status === 'error' && (
          <LoadError what="your sheets" message={state.message} onRetry={model.panel.retry} />
        )}
        {denied && !connected && (
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800"
          >
            {SHEET_MESSAGES.connectDenied}
          </p>
        )}
        {state.status === 'ready' && connected && (
          <AddSheetForm busy={model.busy} onAdd={model.add} />
        )}
        {state.status === 'ready' &&
          (state.data.sheets.length > 0 ? (
            <ul aria-labelledby="sheets-heading" className="space-y-3">
              {state.data.sheets.map((sheet) => (
                <SheetRow
                  key={sheet.id}
                  sheet={sheet}
                  busy={model.busy}
                  onSynced={() => {
                    model.panel.refresh();
                    onChange();
                  }}
                  onRemove={() => {
                    afterChange(model.remove(sheet));
                  }}
                />
              ))}
            </ul>
          ) : (
            <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center">
              <p className="font-medium text-slate-800">{SHEET_MESSAGES.empty}</p>
              <p className="mt-1 text-sm text-slate-600">
                {connected
                  ? 'Paste a sheet’s link above to add it.'
                  : 'Connect your Google account to choose the sheets to keep in sync.'}
              </p>
            </div>
          ))}
        <Link to={syncPages.history} className={`text-sm ${textLinkClass}`}>
          Sync history
        </Link>
      </div>
    </Card>
  );
}
