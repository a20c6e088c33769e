import type { Usage } from '@sheetwise/contracts';
import { LoadError } from '../components/ui/LoadError';
import { PageHeading } from '../components/ui/PageHeading';
import { Spinner } from '../components/ui/Spinner';
import { UsageSummary } from '../features/usage/UsageSummary';
import { usePageTitle } from '../lib/use-page-title';
import { useApiResource } from '../lib/use-api-resource';

/** How much of the plan's project allowance is used. */
export default function PlanUsagePage() {
  usePageTitle('Plan usage');
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
    </div>
  );
}
