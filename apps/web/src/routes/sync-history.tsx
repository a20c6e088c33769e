import { PageHeading } from '../components/ui/PageHeading';
import { HistoryAllowance } from '../features/sync/HistoryAllowance';
import { RunHistoryTable } from '../features/sync/RunHistoryTable';
import { syncPaths } from '../features/sync/sync-api';
import { useRunHistory } from '../features/sync/use-run-history';
import { usePageTitle } from '../lib/use-page-title';

/** Every run of every pair, newest first. */
export default function SyncHistoryPage() {
  usePageTitle('Sync history');
  const history = useRunHistory(syncPaths.allRuns);
  return (
    <div className="space-y-5">
      <PageHeading title="Sync history">
        Every sync of your sheets and workbooks, newest first, with what each one changed.
      </PageHeading>
      <HistoryAllowance history={history} />
      <RunHistoryTable history={history} caption="Sync runs, newest first" />
    </div>
  );
}
