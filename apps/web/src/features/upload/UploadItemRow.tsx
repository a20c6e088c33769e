import { ChartColumn, CircleAlert, CircleCheck, FileText, Info, X } from 'lucide-react';
import { Button, LinkButton } from '../../components/ui/Button';
import { CurrencyForm } from './CurrencyForm';
import { PdfPasswordForm } from './PdfPasswordForm';
import { ReadingForm } from './ReadingForm';
import { formatFileSize } from './upload-rules';
import { useDisplayPreferences } from '../preferences/use-display-format';
import { analyzeLink, uploadSummary } from './upload-summary';
import type { DuplicateChoice, ReadingChoice } from '@sheetwise/contracts';
import { needsPassword, type UploadItem } from './use-file-upload';

interface UploadItemRowProps {
  item: UploadItem;
  onRemove: () => void;
  onResolve: (choice: DuplicateChoice) => void;
  onUnlock: (password: string) => void;
  onConfirmReading: (reading: ReadingChoice) => void;
}

function statusText(item: UploadItem): string {
  if (item.status === 'success') return 'Uploaded';
  if (item.status === 'error') return 'Failed';
  if (item.status === 'duplicate') return 'Waiting for your choice';
  if (item.status === 'reading') return 'Waiting for you to check how we read it';
  if (needsPassword(item)) return 'Waiting for the password';
  // Every byte is out, but the server is still reading the statement.
  return item.progress === 100 ? 'Reading your statement…' : `Uploading… ${item.progress}%`;
}

/** Text beside an icon that may hold a long file name or reference: it wraps inside the card. */
const WRAPS = 'min-w-0 break-words';

/** The one file in the list: name, size, progress, and what became of it. */
export function UploadItemRow({
  item,
  onRemove,
  onResolve,
  onUnlock,
  onConfirmReading,
}: UploadItemRowProps) {
  const { file, status, progress } = item;
  const { dateDisplay } = useDisplayPreferences();
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex items-start gap-3">
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="min-w-0 flex-1">
          <p className={`font-semibold text-slate-900 ${WRAPS}`}>{file.name}</p>
          <p className="mt-0.5 text-sm text-slate-600">
            {formatFileSize(file.size)} · {statusText(item)}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove ${file.name}`}
          onClick={onRemove}
          className="shrink-0"
        >
          <X aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <div
        role="progressbar"
        aria-label={`Upload of ${file.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full transition-[width] ${status === 'error' ? 'bg-red-600' : 'bg-brand-600'}`}
          style={{ width: `${progress}%` }}
        />
      </div>
      {status === 'success' && item.document && (
        <p className="mt-3 flex items-start gap-2 text-sm font-medium text-green-800">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className={WRAPS}>{uploadSummary(item.document, dateDisplay)}</span>
        </p>
      )}
      {status === 'success' && item.document && item.document.warnings.length > 0 && (
        <ul aria-label={`Notes on ${file.name}`} className="mt-2 space-y-1">
          {item.document.warnings.map((warning) => (
            <li key={warning} className="flex items-start gap-2 text-sm text-amber-800">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className={WRAPS}>{warning}</span>
            </li>
          ))}
        </ul>
      )}
      {/* Next to its outcome, above any question about the currency: the way on stays in view. */}
      {status === 'success' && item.document && (
        <LinkButton to={analyzeLink(item.document.fileName)} className="mt-3">
          <ChartColumn aria-hidden="true" className="size-4" />
          Analyze File
        </LinkButton>
      )}
      {status === 'success' && item.document?.currency === null && (
        <CurrencyForm fileName={item.document.fileName} />
      )}
      {status === 'duplicate' && item.error && (
        <div role="group" aria-label={`Replace or keep both: ${file.name}`} className="mt-3">
          <p className={`text-sm font-medium text-slate-800 ${WRAPS}`}>{item.error}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() => {
                onResolve('replace');
              }}
            >
              Replace
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                onResolve('keep-both');
              }}
            >
              Keep both
            </Button>
          </div>
        </div>
      )}
      {needsPassword(item) && item.error && (
        <PdfPasswordForm
          fileName={file.name}
          message={item.error}
          wrong={status === 'wrong-password'}
          onUnlock={onUnlock}
        />
      )}
      {status === 'reading' && item.error && item.question && (
        <ReadingForm
          fileName={file.name}
          message={item.error}
          question={item.question}
          onConfirm={onConfirmReading}
          onCancel={onRemove}
        />
      )}
      {status === 'error' && item.error && (
        <p className="mt-3 flex items-start gap-2 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className={WRAPS}>{item.error}</span>
        </p>
      )}
    </li>
  );
}
