import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  MAX_MANUAL_VALUE_LENGTH,
  SYNC_CONFLICT_CHOICES,
  SYNC_CONFLICT_LABELS,
  SYNC_MESSAGES,
  SYNC_SIDE_LABELS,
  type SyncConflict,
  type SyncConflictChoice,
} from '@sheetwise/contracts';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { errorMessage } from '../../lib/error-message';
import { CellDiff } from './CellDiff';
import { resolveConflict } from './sync-api';

export const CHOICE_LABELS: Record<SyncConflictChoice, string> = {
  google: "Keep Google's value",
  excel: "Keep Excel's value",
  manual: 'Type a value',
};

function where(conflict: SyncConflict): string {
  const row = conflict.row === null ? 'A new row' : `Row ${conflict.row}`;
  return conflict.column === null ? row : `${row}, column ${conflict.column}`;
}

interface ConflictCardProps {
  conflict: SyncConflict;
  onResolved: (conflict: SyncConflict) => void;
}

/**
 * One conflict: base, Google and Excel side by side with each side's change from the base
 * marked, and, when a person can settle it, the three choices. The choice is written by the next
 * run, not now.
 */
export function ConflictCard({ conflict, onResolved }: ConflictCardProps) {
  const headingId = useId();
  const [choice, setChoice] = useState<SyncConflictChoice | null>(
    conflict.decision?.choice ?? null,
  );
  const [value, setValue] = useState(conflict.decision?.value ?? '');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const save = async (form: HTMLFormElement) => {
    if (choice === null) return;
    if (choice === 'manual' && value.trim() === '') {
      setProblem(SYNC_MESSAGES.manualValueRequired);
      const input = form.elements.namedItem('manual-value');
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    setBusy(true);
    try {
      const saved = await resolveConflict(
        conflict.id,
        choice === 'manual' ? { choice, value } : { choice },
      );
      onResolved(saved);
      toast.success('Choice saved. Sync now to apply it.');
    } catch (error) {
      toast.error(errorMessage(error, 'Your choice was not saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const { decision } = conflict;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id={headingId} className="font-semibold text-slate-900">
        {where(conflict)}
      </h2>
      <p className="mt-0.5 text-sm text-slate-700">{SYNC_CONFLICT_LABELS[conflict.kind]}</p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[36rem] table-fixed text-left text-sm">
          <caption className="sr-only">The cell in the base and on each side</caption>
          <thead>
            <tr className="text-slate-600">
              <th scope="col" className="pb-2 font-medium">
                Base (last sync)
              </th>
              <th scope="col" className="pb-2 font-medium">
                {SYNC_SIDE_LABELS.google}
              </th>
              <th scope="col" className="pb-2 font-medium">
                {SYNC_SIDE_LABELS.excel}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="align-top text-slate-900">
              <td className="pr-4">
                {conflict.base ? <CellDiff to={conflict.base} /> : '(not there)'}
              </td>
              <td className="pr-4">
                <CellDiff from={conflict.base} to={conflict.google} />
              </td>
              <td>
                <CellDiff from={conflict.base} to={conflict.excel} />
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      {decision && (
        <p className="mt-4 text-sm font-medium text-slate-900">
          Your choice: {CHOICE_LABELS[decision.choice]}
          {decision.choice === 'manual' && decision.value !== null && ` (${decision.value})`}. The
          next sync writes it.
        </p>
      )}
      {conflict.choosable ? (
        <form
          noValidate
          className="mt-4 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            void save(event.currentTarget);
          }}
        >
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">
              Which value should both keep?
            </legend>
            <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
              {SYNC_CONFLICT_CHOICES.map((option) => (
                <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name={`choice-${conflict.id}`}
                    value={option}
                    checked={choice === option}
                    onChange={() => {
                      setChoice(option);
                      setProblem(undefined);
                    }}
                    className="h-4 w-4"
                  />
                  {CHOICE_LABELS[option]}
                </label>
              ))}
            </div>
          </fieldset>
          {choice === 'manual' && (
            <TextField
              label="Value to keep"
              name="manual-value"
              value={value}
              maxLength={MAX_MANUAL_VALUE_LENGTH}
              onValueChange={(next) => {
                setValue(next);
                setProblem(undefined);
              }}
              error={problem}
            />
          )}
          <Button type="submit" size="sm" disabled={choice === null || busy}>
            Save choice
          </Button>
        </form>
      ) : (
        <p className="mt-4 text-sm text-slate-700">
          Sheetwise leaves this cell as it is on both sides. Change it yourself in the sheet or the
          workbook if it needs to match; the next sync takes it from there.
        </p>
      )}
    </article>
  );
}
