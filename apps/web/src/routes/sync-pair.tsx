import { ExternalLink, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { SYNC_MESSAGES, type SyncPair, type UpdateSyncPairRequest } from '@sheetwise/contracts';
import { Button } from '../components/ui/Button';
import { LoadError } from '../components/ui/LoadError';
import { PageHeading } from '../components/ui/PageHeading';
import { Spinner } from '../components/ui/Spinner';
import { textLinkClass } from '../components/ui/styles';
import { IdentitySection } from '../features/sync/IdentitySection';
import { LastRunSummary } from '../features/sync/LastRunSummary';
import { loadLinkedFile } from '../features/sync/linked-file-store';
import { canLinkLocalFiles, syncLinkedFile, type LinkedFile } from '../features/sync/local-file';
import { PolicySection } from '../features/sync/PolicySection';
import { ScheduleSection } from '../features/sync/ScheduleSection';
import { PreviewSection, useFirstLinkPreview } from '../features/sync/PreviewSection';
import { RunHistoryTable } from '../features/sync/RunHistoryTable';
import { RunProgress } from '../features/sync/RunProgress';
import { syncPages, syncPaths, updatePair } from '../features/sync/sync-api';
import { useRunHistory } from '../features/sync/use-run-history';
import { serverSync, useSyncNow, type SyncTask } from '../features/sync/use-sync-now';
import { WorkbookSection } from '../features/sync/WorkbookSection';
import { errorMessage } from '../lib/error-message';
import { useApiResource } from '../lib/use-api-resource';
import { usePageTitle } from '../lib/use-page-title';

/** Sync Now with a file linked on this computer: the file goes in and the merge comes back. */
function linkedFileSync(pairId: string, file: LinkedFile): SyncTask {
  return async (onUpdate, signal) => {
    const outcome = await syncLinkedFile(pairId, file, onUpdate, signal);
    switch (outcome.kind) {
      case 'not-allowed':
        return `Sheetwise was not allowed to open ${file.name}, so nothing was synced. Sync again and allow access.`;
      case 'locked':
      case 'denied':
        return SYNC_MESSAGES.fileLocked;
      case 'written':
        return `The merged workbook was saved into ${file.name} on this computer.`;
      case 'not-written':
        return null;
    }
  };
}

/** A sync pair: its two sides, how rows match, the conflict rule, the first link's preview, Sync Now. */
export default function SyncPairPage() {
  const { pairId = '' } = useParams();
  const pair = useApiResource<SyncPair>(syncPaths.pair(pairId));
  const history = useRunHistory(syncPaths.pairRuns(pairId));
  const [saving, setSaving] = useState(false);
  const [linkedFile, setLinkedFile] = useState<LinkedFile | null>(null);
  const data = pair.state.status === 'ready' ? pair.state.data : null;
  usePageTitle(data ? `Sync: ${data.sheet.name}` : 'Sync');

  const { refresh: refreshPair } = pair;
  const { refresh: refreshRuns } = history.list;
  const sync = useSyncNow(() => {
    refreshPair();
    refreshRuns();
  });
  const previewVersion =
    data && !data.linked
      ? data.workbookSource.kind === 'onedrive'
        ? [data.workbookSource.itemId, JSON.stringify(data.identity)].join('|')
        : data.workbook &&
          [data.workbook.updatedAt, data.workbook.sheetName, JSON.stringify(data.identity)].join(
            '|',
          )
      : null;
  const preview = useFirstLinkPreview(pairId, previewVersion);

  useEffect(() => {
    if (!canLinkLocalFiles()) return;
    let cancelled = false;
    loadLinkedFile(pairId).then(
      (file) => {
        if (!cancelled) setLinkedFile(file);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [pairId]);

  if (pair.state.status === 'loading') return <Spinner label="Loading the sync pair" />;
  if (pair.state.status === 'error') {
    return <LoadError what="the sync pair" message={pair.state.message} onRetry={pair.retry} />;
  }
  const current = pair.state.data;
  const change = async (body: UpdateSyncPairRequest) => {
    setSaving(true);
    try {
      const next = await updatePair(pairId, body);
      pair.update(() => next);
    } catch (error) {
      toast.error(errorMessage(error, 'Your change was not saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  };
  const previewBlocks =
    preview.state !== null &&
    (preview.state.status !== 'ready' || preview.state.preview.refusal !== null);
  const canSync = current.sheet.hasWorkbook && !previewBlocks && !sync.busy;

  return (
    <div className="space-y-8">
      <PageHeading title={current.sheet.name}>
        Two-way sync between this Google sheet and an Excel workbook.
      </PageHeading>
      <section aria-labelledby="sheet-heading" className="space-y-1">
        <h2 id="sheet-heading" className="text-lg font-semibold text-slate-900">
          Google sheet
        </h2>
        <a
          href={current.sheet.url}
          target="_blank"
          rel="noopener noreferrer"
          className={`inline-flex items-center gap-1 text-sm break-all ${textLinkClass}`}
        >
          {current.sheet.url}
          <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </section>
      <WorkbookSection
        pair={current}
        onChanged={(next) => {
          pair.update(() => next);
        }}
        linkedFile={linkedFile}
        onLinkedFileChange={setLinkedFile}
      />
      <IdentitySection
        pair={current}
        busy={saving}
        onChange={(identity) => void change({ identity })}
      />
      <PolicySection pair={current} busy={saving} onChange={(body) => void change(body)} />
      <ScheduleSection pair={current} busy={saving} onChange={(body) => void change(body)} />
      <PreviewSection preview={preview} />

      <section aria-labelledby="sync-heading" className="space-y-3">
        <h2 id="sync-heading" className="text-lg font-semibold text-slate-900">
          Sync
        </h2>
        <LastRunSummary run={current.lastRun} />
        <Button
          disabled={!canSync}
          onClick={() =>
            void sync.start(linkedFile ? linkedFileSync(pairId, linkedFile) : serverSync(pairId))
          }
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {current.paused ? 'Retry Sync' : 'Sync Now'}
        </Button>
        <RunProgress sync={sync} />
        <nav aria-label="This sync pair" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          <Link to={syncPages.conflicts(pairId)} className={textLinkClass}>
            Conflicts ({current.pendingConflicts})
          </Link>
          <Link to={syncPages.cleaner(pairId)} className={textLinkClass}>
            Cleaner
          </Link>
          <Link to={syncPages.history} className={textLinkClass}>
            All sync history
          </Link>
        </nav>
      </section>

      <section aria-labelledby="history-heading" className="space-y-3">
        <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
          History
        </h2>
        <RunHistoryTable history={history} caption={`Sync runs of ${current.sheet.name}`} />
      </section>
    </div>
  );
}
