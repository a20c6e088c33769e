import type { SendStatementResponse, StatementExportKind } from '@sheetwise/contracts';
import { useId, useState } from 'react';
import { Spinner } from '../../components/ui/Spinner';
import { buttonClass, textLinkClass } from '../../components/ui/styles';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';
import type { SendTarget } from './send-targets';
import { sendStatement } from './statement-exports-api';

type State =
  | { step: 'choosing' }
  | { step: 'checking' }
  | { step: 'not-connected' }
  | { step: 'sending'; kind: StatementExportKind }
  | { step: 'sent'; result: SendStatementResponse }
  | { step: 'failed'; message: string };

const FAILED = 'The statement was not sent. Please try again.';

const CHOICES: { kind: StatementExportKind; label: string }[] = [
  { kind: 'single', label: 'A new spreadsheet of this statement' },
  { kind: 'all', label: 'Add to my All transactions spreadsheet' },
];

const plural = (count: number) => `${count} transaction${count === 1 ? '' : 's'}`;

function resultInWords(result: SendStatementResponse): string {
  if (result.kind === 'single') return `Sent ${plural(result.rowsSent)} to a new spreadsheet.`;
  const already =
    result.rowsAlreadySent > 0 ? ` ${plural(result.rowsAlreadySent)} were already there.` : '';
  return `Added ${plural(result.rowsSent)} to All transactions.${already}`;
}

/**
 * "Send to Google Sheets" or "Send to OneDrive" on a statement's transactions: a spreadsheet of
 * its own, or the user's running All transactions spreadsheet there. Without a connected account
 * it offers to connect one first.
 */
export function SendToSpreadsheet({ file, target }: { file: string; target: SendTarget }) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({ step: 'choosing' });
  const panelId = useId();

  const toggle = async () => {
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    setState({ step: 'checking' });
    try {
      setState({ step: (await target.isConnected()) ? 'choosing' : 'not-connected' });
    } catch (error) {
      setState({ step: 'failed', message: errorMessage(error, FAILED) });
    }
  };

  const send = async (kind: StatementExportKind) => {
    setState({ step: 'sending', kind });
    try {
      setState({ step: 'sent', result: await sendStatement(file, kind, target.destination) });
    } catch (error) {
      const notConnected = error instanceof ApiError && error.code === target.notConnectedCode;
      setState(
        notConnected
          ? { step: 'not-connected' }
          : { step: 'failed', message: errorMessage(error, FAILED) },
      );
    }
  };

  const connect = async () => {
    try {
      await target.connect();
    } catch (error) {
      setState({ step: 'failed', message: errorMessage(error, FAILED) });
    }
  };

  return (
    <div className="relative">
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => void toggle()}
      >
        Send to {target.serviceName}
      </button>
      <div
        id={panelId}
        hidden={!open}
        role="group"
        aria-label={`Send to ${target.serviceName}`}
        className="mt-2 w-72 space-y-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-lg sm:absolute sm:right-0 sm:z-10"
      >
        {state.step === 'checking' && <Spinner label={`Checking your ${target.accountName}`} />}
        {state.step === 'not-connected' && (
          <>
            <p className="text-slate-700">{target.notConnectedMessage}</p>
            <button
              type="button"
              className={buttonClass('primary', 'sm')}
              onClick={() => void connect()}
            >
              {target.connectLabel}
            </button>
          </>
        )}
        {(state.step === 'choosing' || state.step === 'failed') && (
          <>
            {state.step === 'failed' && (
              <p role="alert" className="text-red-700">
                {state.message}
              </p>
            )}
            <p className="text-slate-700">Send this statement’s transactions to:</p>
            <div className="flex flex-col gap-2">
              {CHOICES.map((choice) => (
                <button
                  key={choice.kind}
                  type="button"
                  className={buttonClass('secondary', 'sm')}
                  onClick={() => void send(choice.kind)}
                >
                  {choice.label}
                </button>
              ))}
            </div>
          </>
        )}
        {state.step === 'sending' && (
          <div className="flex items-center gap-3">
            <Spinner label={`Sending to ${target.serviceName}`} />
            <span aria-hidden="true" className="text-slate-700">
              Sending to {target.serviceName}…
            </span>
          </div>
        )}
        {state.step === 'sent' && (
          <div role="status" className="space-y-2">
            <p className="text-slate-700">{resultInWords(state.result)}</p>
            <a
              href={state.result.url}
              target="_blank"
              rel="noopener noreferrer"
              className={textLinkClass}
            >
              {target.openLabel}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        )}
      </div>
    </div>
  );
}
