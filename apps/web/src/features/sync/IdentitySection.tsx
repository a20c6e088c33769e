import { useId } from 'react';
import { SYNC_MESSAGES, type RowIdentity, type SyncPair } from '@sheetwise/contracts';

interface IdentitySectionProps {
  pair: SyncPair;
  busy: boolean;
  onChange: (identity: RowIdentity) => void;
}

/** How rows are told apart on both sides, chosen before the first sync and fixed after it. */
export function IdentitySection({ pair, busy, onChange }: IdentitySectionProps) {
  const selectId = useId();
  const { identity, headers, linked } = pair;
  const firstHeader = headers[0];
  const disabled = busy || linked;
  return (
    <section aria-labelledby="identity-heading" className="space-y-3">
      <h2 id="identity-heading" className="text-lg font-semibold text-slate-900">
        Row identity
      </h2>
      {linked && <p className="text-sm text-slate-700">{SYNC_MESSAGES.identityLocked}</p>}
      <fieldset className="space-y-2" disabled={disabled}>
        <legend className="sr-only">How rows are matched</legend>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name="identity"
            checked={identity.kind === 'row-id'}
            onChange={() => {
              onChange({ kind: 'row-id' });
            }}
            className="mt-0.5 h-4 w-4"
          />
          <span>
            Add hidden ids (recommended): Sheetwise adds a <code>_sw_id</code> column on both sides,
            so rows stay matched after sorting, inserting or editing any cell.
          </span>
        </label>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name="identity"
            checked={identity.kind === 'key'}
            disabled={firstHeader === undefined}
            onChange={() => {
              if (firstHeader !== undefined) onChange({ kind: 'key', header: firstHeader });
            }}
            className="mt-0.5 h-4 w-4"
          />
          <span>Use a key column: one whose values are all filled in and never repeat.</span>
        </label>
        {identity.kind === 'key' && (
          <div className="pl-6">
            <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
              Key column
            </label>
            <select
              id={selectId}
              value={identity.header}
              onChange={(event) => {
                onChange({ kind: 'key', header: event.target.value });
              }}
              className="mt-1.5 block rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            >
              {headers.map((header) => (
                <option key={header}>{header}</option>
              ))}
            </select>
          </div>
        )}
      </fieldset>
    </section>
  );
}
