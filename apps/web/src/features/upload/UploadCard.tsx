import { useRef } from 'react';
import { Card } from '../../components/ui/Card';
import { DropZone } from './DropZone';
import { UploadItemRow } from './UploadItemRow';
import { useFileUpload } from './use-file-upload';

interface UploadCardProps {
  /** Called after a successful upload, so the dashboard's figures can be recounted. */
  onUploaded: () => void;
}

/**
 * The dashboard's 'Upload local file to sync' card (spec section 2): one bank statement at a
 * time, by drop or by Browse, with its progress, its outcome, and Analyze File once it is in.
 */
export function UploadCard({ onUploaded }: UploadCardProps) {
  const model = useFileUpload(onUploaded);
  const heading = useRef<HTMLHeadingElement>(null);
  const { item } = model;

  return (
    <Card className="p-5 sm:p-6">
      <h3
        ref={heading}
        id="upload-heading"
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        Upload local file to sync
      </h3>
      <p className="mt-0.5 text-sm text-slate-600">
        Upload a bank statement, then chat with the Banking Assistant about it.
      </p>

      <div className="mt-5 space-y-4">
        <DropZone onFiles={model.start} compact={item !== null} />
        {item && (
          <ul aria-label="Uploaded files" className="space-y-3">
            <UploadItemRow
              item={item}
              onRemove={() => {
                model.remove(item.id);
                // The button goes with its row: keep focus in the card.
                heading.current?.focus();
              }}
              onResolve={(choice) => {
                model.resolve(item.id, choice);
              }}
              onUnlock={(password) => {
                model.unlock(item.id, password);
              }}
              onConfirmReading={(reading) => {
                model.confirmReading(item.id, reading);
              }}
            />
          </ul>
        )}
        {/* Always in the page, so that changes to its text are announced. */}
        <p role="status" aria-live="polite" className="sr-only">
          {model.announcement}
        </p>
      </div>
    </Card>
  );
}
