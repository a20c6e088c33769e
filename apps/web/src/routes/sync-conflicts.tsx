import type { SyncConflictList, SyncPair } from '@sheetwise/contracts';
import { Link, useParams } from 'react-router';
import { Button } from '../components/ui/Button';
import { LoadError } from '../components/ui/LoadError';
import { PageHeading } from '../components/ui/PageHeading';
import { Spinner } from '../components/ui/Spinner';
import { textLinkClass } from '../components/ui/styles';
import { ConflictCard } from '../features/sync/ConflictCard';
import { RunProgress } from '../features/sync/RunProgress';
import { syncPages, syncPaths } from '../features/sync/sync-api';
import { serverSync, useSyncNow } from '../features/sync/use-sync-now';
import { useApiResource } from '../lib/use-api-resource';
import { usePageTitle } from '../lib/use-page-title';

/** A pair's conflicts, each with its diff and choices; the next run writes what was chosen. */
export default function SyncConflictsPage() {
  const { pairId = '' } = useParams();
  const pair = useApiResource<SyncPair>(syncPaths.pair(pairId));
  const list = useApiResource<SyncConflictList>(syncPaths.conflicts(pairId));
  const sync = useSyncNow(list.refresh);
  const name = pair.state.status === 'ready' ? pair.state.data.sheet.name : null;
  usePageTitle(name ? `Conflicts: ${name}` : 'Conflicts');

  const { state } = list;
  const decided = state.status === 'ready' && state.data.conflicts.some((c) => c.decision);
  return (
    <div className="space-y-5">
      <PageHeading title="Conflicts">
        {name
          ? `Cells of ${name} that changed on both sides.`
          : 'Cells that changed on both sides.'}
      </PageHeading>
      <Link to={syncPages.pair(pairId)} className={`text-sm ${textLinkClass}`}>
        Back to the sync pair
      </Link>
      {state.status === 'loading' && <Spinner label="Loading the conflicts" />}
      {state.status === 'error' && (
        <LoadError what="the conflicts" message={state.message} onRetry={list.retry} />
      )}
      {state.status === 'ready' && state.data.conflicts.length === 0 && (
        <p className="text-slate-700">No conflicts are waiting. Everything is in sync.</p>
      )}
      {decided && (
        <div className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <p className="text-sm text-slate-800">Your choices are written by the next sync.</p>
          <Button
            size="sm"
            disabled={sync.busy}
            onClick={() => void sync.start(serverSync(pairId))}
          >
            Sync now to apply
          </Button>
        </div>
      )}
      <RunProgress sync={sync} />
      {state.status === 'ready' && (
        <ul className="space-y-4">
          {state.data.conflicts.map((conflict) => (
            <li key={conflict.id}>
              <ConflictCard
                conflict={conflict}
                onResolved={(saved) => {
                  list.update((current) => ({
                    conflicts: current.conflicts.map((c) => (c.id === saved.id ? saved : c)),
                  }));
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
