import { useEffect, useState } from 'react';
import { SYNC_SIDE_LABELS, type FirstLinkPreview } from '@sheetwise/contracts';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/error-message';
import { previewFirstLink } from './sync-api';

export type PreviewState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; preview: FirstLinkPreview };

/**
 * What the first sync would do, asked for again whenever `version` changes (a new workbook, sheet
 * or key column). Null when there is nothing to preview: no workbook yet, or already linked.
 */
export function useFirstLinkPreview(pairId: string, version: string | null) {
  const [attempt, setAttempt] = useState(0);
  // Each answer remembers which request it answers, so a stale one reads as still loading.
  const [answer, setAnswer] = useState<{ key: string; state: PreviewState } | null>(null);
  const key = `${pairId}|${version ?? ''}|${attempt}`;
  useEffect(() => {
    if (version === null) return;
    let cancelled = false;
    previewFirstLink(pairId).then(
      (preview) => {
        if (!cancelled) setAnswer({ key, state: { status: 'ready', preview } });
      },
      (error: unknown) => {
        if (!cancelled) {
          const message = errorMessage(error, 'Please try again.');
          setAnswer({ key, state: { status: 'error', message } });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [pairId, version, key]);
  const state: PreviewState | null =
    version === null ? null : answer?.key === key ? answer.state : { status: 'loading' };
  return {
    state,
    retry: () => {
      setAttempt((n) => n + 1);
    },
  };
}

/** The first link's counts, and the refusal, when there is one, in an alert. */
export function PreviewSection({ preview }: { preview: ReturnType<typeof useFirstLinkPreview> }) {
  const { state, retry } = preview;
  if (state === null) return null;
  return (
    <section aria-labelledby="preview-heading" className="space-y-3">
      <h2 id="preview-heading" className="text-lg font-semibold text-slate-900">
        Before the first sync
      </h2>
      {state.status === 'loading' && <Spinner label="Matching the rows of both sides" />}
      {state.status === 'error' && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
          <p>Could not preview the first sync. {state.message}</p>
          <Button variant="secondary" size="sm" onClick={retry}>
            Retry
          </Button>
        </div>
      )}
      {state.status === 'ready' && <PreviewCounts preview={state.preview} />}
    </section>
  );
}

function PreviewCounts({ preview }: { preview: FirstLinkPreview }) {
  const counts: [string, number][] = [
    ['Matched rows', preview.matched],
    ['Matched but different', preview.differing],
    [`Only in ${SYNC_SIDE_LABELS.google}`, preview.googleOnly],
    [`Only in ${SYNC_SIDE_LABELS.excel}`, preview.excelOnly],
    ['Ambiguous', preview.ambiguous],
  ];
  return (
    <>
      <p className="text-sm text-slate-700">
        Nothing is written until you sync. {SYNC_SIDE_LABELS.google} has {preview.rows.google} rows,{' '}
        {SYNC_SIDE_LABELS.excel} {preview.rows.excel}; {preview.headers.shared.length} columns are
        on both sides.
      </p>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 p-3">
            <dt className="text-slate-600">{label}</dt>
            <dd className="mt-0.5 text-lg font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {preview.refusal && (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800"
        >
          Sync is refused: {preview.refusal}
        </p>
      )}
    </>
  );
}
