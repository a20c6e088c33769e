import { Link } from 'react-router';
import { SYNC_MESSAGES } from '@sheetwise/contracts';
import { textLinkClass } from '../../components/ui/styles';
import { syncPaths } from './sync-api';
import type { RunHistory } from './use-run-history';

/** The report download with Pro, or what the plan shows of the history and how to see more. */
export function HistoryAllowance({ history }: { history: RunHistory }) {
  const { state } = history.list;
  if (state.status !== 'ready') return null;
  const { reports, limitedTo } = state.data;
  return (
    <div className="space-y-1 text-sm text-slate-700">
      {reports ? (
        <a href={syncPaths.report} download className={textLinkClass}>
          Download the history report (CSV)
        </a>
      ) : (
        <p>{SYNC_MESSAGES.reportsOnPro}</p>
      )}
      {limitedTo !== null && (
        <p>
          Your plan shows the latest {limitedTo} runs.{' '}
          <Link to="/settings" className={textLinkClass}>
            Upgrade to Pro
          </Link>{' '}
          for the whole history.
        </p>
      )}
    </div>
  );
}
