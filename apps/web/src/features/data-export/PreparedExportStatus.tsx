import { preparedExportPath, type PreparedExport } from '@sheetwise/contracts';
import { buttonClass } from '../../components/ui/styles';
import { useDisplayPreferences } from '../preferences/use-display-format';
import { formatEventTime } from '../sign-in-activity/SecurityEventTable';

function megabytes(bytes: number): string {
  return `${Math.max(0.1, bytes / 1_000_000).toFixed(1)} MB`;
}

/** Where the newest prepared export is: on its way, ready to download, failed or expired. */
export function PreparedExportStatus({ latest }: { latest: PreparedExport }) {
  const { dateDisplay } = useDisplayPreferences();
  if (latest.status === 'queued' || latest.status === 'preparing') {
    return (
      <p role="status" className="text-sm text-slate-700">
        Preparing your export. We will e-mail you when it is ready; you can leave this page.
      </p>
    );
  }
  if (latest.status === 'ready' && latest.expiresAt) {
    return (
      <div className="space-y-2">
        <a href={preparedExportPath(latest.id)} download className={buttonClass('secondary')}>
          Download your export
        </a>
        <p className="text-sm text-slate-600">
          {megabytes(latest.size ?? 0)}, ready until{' '}
          <time dateTime={latest.expiresAt}>{formatEventTime(latest.expiresAt, dateDisplay)}</time>.
        </p>
      </div>
    );
  }
  if (latest.status === 'failed') {
    return (
      <p role="alert" className="text-sm text-red-700">
        We could not prepare your export. Please try again.
      </p>
    );
  }
  return <p className="text-sm text-slate-600">Your last export has expired.</p>;
}
