import { useId, useState } from 'react';
import { toast } from 'sonner';
import { SYNC_MESSAGES, SYNC_WORKBOOK_EXTENSION, type SyncPair } from '@sheetwise/contracts';
import { textLinkClass } from '../../components/ui/styles';
import { errorMessage } from '../../lib/error-message';
import { LinkedFileControls } from './LinkedFileControls';
import { OneDrivePicker } from './OneDrivePicker';
import type { LinkedFile } from './local-file';
import { syncPaths, updatePair, uploadWorkbook } from './sync-api';

interface WorkbookSectionProps {
  pair: SyncPair;
  onChanged: (pair: SyncPair) => void;
  linkedFile: LinkedFile | null;
  onLinkedFileChange: (file: LinkedFile | null) => void;
}

/** The Excel side: upload a version, choose its sheet, download the merged one, or link a file. */
export function WorkbookSection(props: WorkbookSectionProps) {
  const { pair, onChanged } = props;
  const { workbook } = pair;
  const inputId = useId();
  const selectId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (change: () => Promise<SyncPair>, failed: string) => {
    setBusy(true);
    try {
      onChanged(await change());
      return true;
    } catch (error) {
      toast.error(errorMessage(error, failed));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const upload = async (file: File) => {
    if (!file.name.toLowerCase().endsWith(SYNC_WORKBOOK_EXTENSION)) {
      setProblem(SYNC_MESSAGES.workbookType);
      return;
    }
    setProblem(null);
    if (await send(() => uploadWorkbook(pair.sheet.id, file), 'The workbook was not uploaded.')) {
      toast.success(
        workbook ? `${file.name} will be merged by the next sync.` : `${file.name} added.`,
      );
    }
  };

  return (
    <section aria-labelledby="workbook-heading" className="space-y-3">
      <h2 id="workbook-heading" className="text-lg font-semibold text-slate-900">
        Excel workbook
      </h2>
      {workbook ? (
        <p className="text-sm text-slate-700">
          {workbook.fileName}, sheet {workbook.sheetName} · {Math.ceil(workbook.bytes / 1024)} KB
          {workbook.newerVersionWaiting && ' · a newer version waits for the next sync'}
        </p>
      ) : (
        pair.workbookSource.kind === 'upload' && (
          <p className="text-sm text-slate-700">{SYNC_MESSAGES.needsWorkbook}</p>
        )
      )}
      <OneDrivePicker pair={pair} onChanged={onChanged} />
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {workbook ? 'Upload a newer version (.xlsx)' : 'Excel workbook (.xlsx)'}
        </label>
        <input
          id={inputId}
          type="file"
          accept={`${SYNC_WORKBOOK_EXTENSION},application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`}
          disabled={busy}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-error` : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
          className="mt-1.5 block text-sm text-slate-800"
        />
        {problem && (
          <p id={`${inputId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
      </div>
      {workbook && (
        <>
          <div>
            <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
              Workbook sheet
            </label>
            <select
              id={selectId}
              value={workbook.sheetName}
              disabled={busy || pair.linked}
              onChange={(event) => {
                const workbookSheet = event.target.value;
                void send(
                  () => updatePair(pair.sheet.id, { workbookSheet }),
                  'The sheet was not changed.',
                );
              }}
              className="mt-1.5 block rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            >
              {workbook.sheetNames.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          </div>
          <a
            href={syncPaths.workbook(pair.sheet.id)}
            download
            className={`text-sm ${textLinkClass}`}
          >
            Download the merged workbook
          </a>
        </>
      )}
      <LinkedFileControls
        pair={pair}
        linkedFile={props.linkedFile}
        onLinkedFileChange={props.onLinkedFileChange}
        onUpload={upload}
      />
    </section>
  );
}
