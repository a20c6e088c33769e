import { UploadCloud } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type DragEvent, type MouseEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { useCoarsePointer } from '../../lib/use-coarse-pointer';
import type { UploadFlow } from './upload-api';
import { ACCEPT_ATTRIBUTE, UPLOAD_HELP } from './upload-rules';

interface DropZoneProps {
  onFiles: (files: File[], flow: UploadFlow) => void;
  /** A file is already shown under the zone: one row, so its outcome stays in view. */
  compact?: boolean;
}

/** Only drags that carry files are taken; dragged text or links are left to the browser. */
function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/**
 * Drop a file here or Browse for one. The zone lights up while a file is dragged over it. From
 * the keyboard, Browse Files is the zone's way in (its focus ring lights the whole zone); a click
 * anywhere else in the zone opens the same picker, so the zone needs no second tab stop.
 */
export function DropZone({ onFiles, compact = false }: DropZoneProps) {
  const [dragging, setDragging] = useState(false);
  // dragenter and dragleave fire for every child crossed; count them to know when it really left.
  const depth = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const promptId = useId();
  const helpId = useId();
  const touch = useCoarsePointer();

  const openPicker = () => {
    input.current?.click();
  };

  const onDragEnter = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    depth.current += 1;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    // Without this the browser refuses the drop (or opens the file itself).
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files, 'drop');
  };
  const onZoneClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('button')) return;
    openPicker();
  };
  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // Cleared so that choosing the same file again still counts as a change.
    event.currentTarget.value = '';
    if (files.length > 0) onFiles(files, 'browse');
  };

  return (
    <>
      <div
        role="region"
        aria-labelledby={promptId}
        aria-describedby={helpId}
        data-dragging={dragging ? 'true' : undefined}
        onDragEnter={onDragEnter}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        onClick={onZoneClick}
        className={`flex cursor-pointer items-center rounded-xl border-2 border-dashed px-4 text-center transition-colors focus-within:border-brand-700 ${
          compact ? 'flex-row flex-wrap justify-center gap-x-3 gap-y-2 py-4' : 'flex-col gap-3 py-8'
        } ${
          dragging
            ? 'border-brand-600 bg-brand-50 ring-4 ring-brand-100'
            : 'border-slate-300 bg-slate-50 hover:border-slate-400'
        }`}
      >
        <UploadCloud
          aria-hidden="true"
          className={`${compact ? 'size-6' : 'size-10'} ${dragging ? 'text-brand-700' : 'text-slate-400'}`}
        />
        {/* A touch screen cannot drag a file in: it is only offered the button there. */}
        <p id={promptId} className="font-medium text-slate-900">
          {touch ? 'Choose a statement to upload' : 'Drag and drop your file here'}
        </p>
        {dragging ? (
          <p className="text-sm font-semibold text-brand-800">Release to upload</p>
        ) : (
          !touch && (
            <p className="text-sm text-slate-600" aria-hidden="true">
              or
            </p>
          )
        )}
        <Button variant="secondary" onClick={openPicker}>
          Browse Files
        </Button>
        <p id={helpId} className="basis-full text-sm text-slate-600">
          {UPLOAD_HELP}
        </p>
      </div>
      {/* Outside the zone, so its own click does not bubble back into the zone's handler. */}
      <input
        ref={input}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        hidden
        tabIndex={-1}
        aria-label="Choose a file to upload"
        onChange={onPicked}
      />
    </>
  );
}
