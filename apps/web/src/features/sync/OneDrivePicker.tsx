import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  ONEDRIVE_MESSAGES,
  type LinkOneDriveRequest,
  type OneDriveConnection,
  type OneDriveFile,
  type SyncPair,
} from '@sheetwise/contracts';
import { Button } from '../../components/ui/Button';
import { textLinkClass } from '../../components/ui/styles';
import { TextField } from '../../components/ui/TextField';
import { errorMessage } from '../../lib/error-message';
import {
  connectMicrosoft,
  fetchOneDriveConnection,
  fetchOneDriveWorkbooks,
  linkOneDriveWorkbook,
} from './onedrive-api';

interface OneDrivePickerProps {
  pair: SyncPair;
  onChanged: (pair: SyncPair) => void;
}

type Step =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'connect' }
  | { kind: 'pick'; connection: OneDriveConnection; files: OneDriveFile[] };

/**
 * The Excel side as a OneDrive workbook: the linked file with an Open link, and "Use a OneDrive
 * workbook", which connects Microsoft if needed, then lists the user's .xlsx files to pick one
 * or takes a pasted link.
 */
export function OneDrivePicker({ pair, onChanged }: OneDrivePickerProps) {
  const source = pair.workbookSource;
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [chosen, setChosen] = useState<string | null>(null);
  const [link, setLink] = useState('');
  const [busy, setBusy] = useState(false);

  const open = async () => {
    setStep({ kind: 'loading' });
    try {
      const connection = await fetchOneDriveConnection();
      if (!connection.connected) {
        setStep({ kind: 'connect' });
        return;
      }
      const { files } = await fetchOneDriveWorkbooks();
      setStep({ kind: 'pick', connection, files });
    } catch (error) {
      toast.error(errorMessage(error, 'Your OneDrive could not be opened.'));
      setStep({ kind: 'closed' });
    }
  };

  const use = async (body: LinkOneDriveRequest) => {
    setBusy(true);
    try {
      const next = await linkOneDriveWorkbook(pair.sheet.id, body);
      onChanged(next);
      setStep({ kind: 'closed' });
      if (next.workbookSource.kind === 'onedrive') {
        toast.success(`${next.workbookSource.name} from OneDrive is this pair's workbook.`);
      }
    } catch (error) {
      toast.error(errorMessage(error, 'The OneDrive workbook was not linked.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      {source.kind === 'onedrive' && (
        <p className="text-sm text-slate-700">
          OneDrive workbook: <strong>{source.name}</strong>{' '}
          <a
            href={source.webUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex items-center gap-1 ${textLinkClass}`}
          >
            Open
            <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only"> {source.name} (opens in a new tab)</span>
          </a>
        </p>
      )}
      {step.kind === 'closed' && (
        <Button variant="secondary" onClick={() => void open()}>
          {source.kind === 'onedrive' ? 'Use another OneDrive workbook' : 'Use a OneDrive workbook'}
        </Button>
      )}
      {step.kind === 'loading' && (
        <p role="status" className="text-sm text-slate-700">
          Opening your OneDrive…
        </p>
      )}
      {step.kind === 'connect' && (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">{ONEDRIVE_MESSAGES.notConnected}</p>
          <Button
            onClick={() =>
              void connectMicrosoft(pair.sheet.id).catch((error: unknown) => {
                toast.error(errorMessage(error, 'Microsoft could not be reached.'));
              })
            }
          >
            Connect Microsoft account
          </Button>
        </div>
      )}
      {step.kind === 'pick' && (
        <div className="space-y-4">
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">
              Your OneDrive workbooks ({step.connection.account})
            </legend>
            {step.files.length === 0 ? (
              <p className="text-sm text-slate-700">
                No .xlsx workbooks were found in your OneDrive.
              </p>
            ) : (
              <ul className="mt-2 space-y-1">
                {step.files.map((file) => (
                  <li key={file.id}>
                    <label className="flex items-center gap-2 text-sm text-slate-800">
                      <input
                        type="radio"
                        name="onedrive-workbook"
                        value={file.id}
                        checked={chosen === file.id}
                        onChange={() => {
                          setChosen(file.id);
                        }}
                      />
                      {file.name}
                    </label>
                  </li>
                ))}
              </ul>
            )}
            <Button
              className="mt-2"
              disabled={busy || chosen === null}
              onClick={() => {
                if (chosen) void use({ itemId: chosen });
              }}
            >
              Use this workbook
            </Button>
          </fieldset>
          <form
            className="space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (link.trim() === '') return;
              void use({ url: link.trim() });
            }}
          >
            <TextField
              label="Or paste a OneDrive link"
              name="onedrive-link"
              type="url"
              value={link}
              onValueChange={setLink}
              hint="The workbook's address or sharing link, from OneDrive or Excel for the web."
            />
            <Button type="submit" variant="secondary" disabled={busy || link.trim() === ''}>
              Use link
            </Button>
          </form>
          <Button
            variant="ghost"
            onClick={() => {
              setStep({ kind: 'closed' });
            }}
          >
            Cancel
          </Button>
        </div>
      )}
    </div>
  );
}
