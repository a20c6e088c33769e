import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import {
  DATA_EXPORT_PATH,
  DATA_EXPORT_REQUESTS_PATH,
  type DataExportState,
} from '@sheetwise/contracts';
import { Button } from '../../components/ui/Button';
import { LoadError } from '../../components/ui/LoadError';
import { Spinner } from '../../components/ui/Spinner';
import { buttonClass } from '../../components/ui/styles';
import { apiRequest } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import { useApiResource } from '../../lib/use-api-resource';
import { PreparedExportStatus } from './PreparedExportStatus';

/** How often an export being prepared is asked about; the mail also says when it is ready. */
export const EXPORT_POLL_MS = 3000;

/**
 * Downloading everything as one zip. A small account gets a plain link: the export is a GET that
 * carries the session cookie, and a navigation lets the browser stream the file to disk with its
 * own progress, where a fetch would hold the whole zip in memory first. A large account asks for
 * the zip to be prepared in the background; this section follows it until it can be downloaded.
 */
export function DataExportSection() {
  const resource = useApiResource<DataExportState>(DATA_EXPORT_REQUESTS_PATH);
  const [asking, setAsking] = useState(false);
  const { state, refresh, update } = resource;
  const pending =
    state.status === 'ready' &&
    (state.data.latest?.status === 'queued' || state.data.latest?.status === 'preparing');

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(refresh, EXPORT_POLL_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [pending, state, refresh]);

  async function prepare() {
    setAsking(true);
    try {
      const next = await apiRequest<DataExportState>('POST', DATA_EXPORT_REQUESTS_PATH);
      update(() => next);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not start your export. Please try again.'), {
        id: 'data-export',
      });
    } finally {
      setAsking(false);
    }
  }

  return (
    <section aria-labelledby="data-export-heading" className="space-y-4">
      <h2 id="data-export-heading" className="text-lg font-semibold text-slate-900">
        Export my data
      </h2>
      <p className="text-sm text-slate-700">
        A zip with every statement&rsquo;s transactions as a CSV file, your chats as JSON and your
        profile. A README inside explains each file.
      </p>
      {state.status === 'loading' && <Spinner label="Loading your export" />}
      {state.status === 'error' && (
        <LoadError what="your export" message={state.message} onRetry={resource.retry} />
      )}
      {state.status === 'ready' && state.data.delivery === 'download' && (
        <a href={DATA_EXPORT_PATH} download className={buttonClass('secondary')}>
          Download my data
        </a>
      )}
      {state.status === 'ready' && state.data.delivery === 'prepare' && (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">
            Your account is large, so we prepare the zip in the background and e-mail you when it is
            ready to download. It is kept for seven days.
          </p>
          <Button
            variant="secondary"
            onClick={() => void prepare()}
            disabled={asking || pending}
            aria-busy={asking}
          >
            Prepare my export
          </Button>
        </div>
      )}
      {state.status === 'ready' && state.data.latest && (
        <PreparedExportStatus latest={state.data.latest} />
      )}
    </section>
  );
}
