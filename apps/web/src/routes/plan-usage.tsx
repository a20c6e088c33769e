import { TRIAL_PROJECT_LIMIT, type Usage } from '@sheetwise/contracts';
import { LoadError } from '../components/ui/LoadError';
import { PageHeading } from '../components/ui/PageHeading';
import { Spinner } from '../components/ui/Spinner';
import { PlanCard } from '../features/billing/PlanCard';
import { useSession } from '../features/session/session-context';
import { UsageSummary } from '../features/usage/UsageSummary';
import { usePageTitle } from '../lib/use-page-title';
import { useApiResource } from '../lib/use-api-resource';

/** How much of the plan's project allowance is used, and the plan card to change it. */
export default function PlanUsagePage() {
  usePageTitle('Plan usage');
  const session = useSession();
  const usage = useApiResource<Usage>('/api/usage');
  const { state } = usage;
  return (
    <div className="space-y-6">
      <PageHeading title="Plan usage">Your plan and the projects it allows.</PageHeading>
      {state.status === 'loading' && <Spinner label="Loading your usage" />}
      {state.status === 'error' && (
        <LoadError what="your usage" message={state.message} onRetry={usage.retry} />
      )}
      {state.status === 'ready' && <UsageSummary usage={state.data} />}
      <p className="max-w-2xl text-sm text-slate-700">
        The free trial allows {TRIAL_PROJECT_LIMIT} new projects a month. New projects count from
        the first day of the month, or from the day your paid period began if that is later, so a
        plan you buy starts with its whole allowance.
      </p>
      {session.user && (
        <div className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <PlanCard user={session.user} />
        </div>
      )}
    </div>
  );
}
