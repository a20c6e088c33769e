import { DATA_EXPORT_PATH } from '@sheetwise/contracts';
import { buttonClass } from '../../components/ui/styles';

/**
 * Downloading everything as one zip. A plain link rather than a fetch through api.ts: the export
 * is a GET that carries the session cookie, and a navigation lets the browser stream the file to
 * disk with its own progress, where a fetch would hold the whole zip in memory first.
 */
export function DataExportSection() {
  return (
    <section aria-labelledby="data-export-heading" className="space-y-4">
      <h2 id="data-export-heading" className="text-lg font-semibold text-slate-900">
        Export my data
      </h2>
      <p className="text-sm text-slate-700">
        Download a zip with every statement&rsquo;s transactions as a CSV file, your chats as JSON
        and your profile. A README inside explains each file. Large accounts may take a minute to
        download.
      </p>
      <a href={DATA_EXPORT_PATH} download className={buttonClass('secondary')}>
        Download my data
      </a>
    </section>
  );
}
