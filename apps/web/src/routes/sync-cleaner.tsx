import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import type { CleanerProposal, CleanerProposalList } from '@sheetwise/contracts';
import { Button } from '../components/ui/Button';
import { LoadError } from '../components/ui/LoadError';
import { PageHeading } from '../components/ui/PageHeading';
import { Spinner } from '../components/ui/Spinner';
import { textLinkClass } from '../components/ui/styles';
import { CellDiff } from '../features/sync/CellDiff';
import { acceptCleaner, syncPages, syncPaths } from '../features/sync/sync-api';
import { errorMessage } from '../lib/error-message';
import { useApiResource } from '../lib/use-api-resource';
import { usePageTitle } from '../lib/use-page-title';

function where(proposal: CleanerProposal): string {
  return [proposal.row && `row ${proposal.row}`, proposal.column && `column ${proposal.column}`]
    .filter(Boolean)
    .join(', ');
}

/**
 * The cleaner's proposals as a diff, each accepted on its own: nothing is applied unasked, and
 * what is accepted is written by the next sync.
 */
export default function SyncCleanerPage() {
  usePageTitle('Cleaner');
  const { pairId = '' } = useParams();
  const list = useApiResource<CleanerProposalList>(syncPaths.cleaner(pairId));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);

  const toggle = (id: string, on: boolean) => {
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const accept = async () => {
    setBusy(true);
    try {
      const remaining = await acceptCleaner(pairId, { accept: [...chosen] });
      list.update(() => remaining);
      toast.success(
        `${chosen.size === 1 ? '1 change' : `${chosen.size} changes`} accepted. The next sync writes them.`,
      );
      setChosen(new Set());
    } catch (error) {
      toast.error(errorMessage(error, 'The changes were not accepted. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const { state } = list;
  return (
    <div className="space-y-5">
      <PageHeading title="Cleaner">
        Tidy-ups Sheetwise suggests for this pair. Tick the ones you want; nothing changes until you
        accept them.
      </PageHeading>
      <Link to={syncPages.pair(pairId)} className={`text-sm ${textLinkClass}`}>
        Back to the sync pair
      </Link>
      {state.status === 'loading' && <Spinner label="Loading the suggestions" />}
      {state.status === 'error' && (
        <LoadError what="the suggestions" message={state.message} onRetry={list.retry} />
      )}
      {state.status === 'ready' && state.data.proposals.length === 0 && (
        <p className="text-slate-700">Nothing to tidy up: the cleaner has no suggestions.</p>
      )}
      {state.status === 'ready' && state.data.proposals.length > 0 && (
        <>
          <div className="overflow-x-auto rounded-xl border border-slate-200">
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">Suggested changes</caption>
              <thead className="bg-slate-50 text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Accept
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Change
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Where
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Before
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    After
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.data.proposals.map((proposal) => (
                  <tr key={proposal.id} className="border-t border-slate-200 align-top">
                    <td className="px-3 py-2">
                      {proposal.kind === 'likely-duplicate' ? (
                        // Pointed out only: Sheetwise never removes rows on its own.
                        <span className="text-slate-600">For you to check</span>
                      ) : (
                        <input
                          type="checkbox"
                          aria-label={`Accept: ${proposal.description}${where(proposal) ? ` (${where(proposal)})` : ''}`}
                          checked={chosen.has(proposal.id)}
                          onChange={(event) => {
                            toggle(proposal.id, event.target.checked);
                          }}
                          className="h-4 w-4"
                        />
                      )}
                    </td>
                    <td className="px-3 py-2 text-slate-900">{proposal.description}</td>
                    <td className="px-3 py-2 text-slate-700">{where(proposal)}</td>
                    <td className="px-3 py-2">
                      <CellDiff to={proposal.before} />
                    </td>
                    <td className="px-3 py-2">
                      <CellDiff from={proposal.before} to={proposal.after} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Button disabled={chosen.size === 0 || busy} onClick={() => void accept()}>
            Accept selected
          </Button>
        </>
      )}
    </div>
  );
}
