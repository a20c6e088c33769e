import {
  SYNC_POLICIES,
  SYNC_POLICY_LABELS,
  type SyncPair,
  type SyncPolicy,
  type UpdateSyncPairRequest,
} from '@sheetwise/contracts';

interface PolicySectionProps {
  pair: SyncPair;
  busy: boolean;
  onChange: (change: UpdateSyncPairRequest) => void;
}

const PAIR_RULE = '';

/** What happens when both sides changed a cell: the pair's rule and any column's own. */
export function PolicySection({ pair, busy, onChange }: PolicySectionProps) {
  const overrides = pair.columnPolicies;
  const setColumn = (header: string, choice: string) => {
    const others = Object.entries(overrides).filter(([name]) => name !== header);
    const next = choice === PAIR_RULE ? others : [...others, [header, choice as SyncPolicy]];
    onChange({ columnPolicies: Object.fromEntries(next) as Record<string, SyncPolicy> });
  };
  return (
    <section aria-labelledby="policy-heading" className="space-y-3">
      <h2 id="policy-heading" className="text-lg font-semibold text-slate-900">
        Conflict resolution
      </h2>
      <fieldset disabled={busy}>
        <legend className="text-sm text-slate-700">When both sides changed the same cell</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {SYNC_POLICIES.map((policy) => (
            <label key={policy} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="policy"
                checked={pair.policy === policy}
                onChange={() => {
                  onChange({ policy });
                }}
                className="h-4 w-4"
              />
              {SYNC_POLICY_LABELS[policy]}
            </label>
          ))}
        </div>
      </fieldset>
      {pair.headers.length > 0 && (
        <details className="rounded-xl border border-slate-200 p-4">
          <summary className="cursor-pointer text-sm font-medium text-slate-800">
            Per-column rules
          </summary>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {pair.headers.map((header) => (
              <label key={header} className="block text-sm text-slate-800">
                {header}
                <select
                  value={overrides[header] ?? PAIR_RULE}
                  disabled={busy}
                  onChange={(event) => {
                    setColumn(header, event.target.value);
                  }}
                  className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
                >
                  <option value={PAIR_RULE}>
                    The pair’s rule ({SYNC_POLICY_LABELS[pair.policy]})
                  </option>
                  {SYNC_POLICIES.map((policy) => (
                    <option key={policy} value={policy}>
                      {SYNC_POLICY_LABELS[policy]}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        </details>
      )}
    </section>
  );
}
