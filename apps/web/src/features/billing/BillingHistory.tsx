import type { BillingHistory as BillingHistoryResponse } from '@sheetwise/contracts';
import { LoadError } from '../../components/ui/LoadError';
import { Spinner } from '../../components/ui/Spinner';
import { useApiResource } from '../../lib/use-api-resource';
import { BillingHistoryTable } from './BillingHistoryTable';

/** Settings' "Billing history": every payment with its status and its receipt. */
export function BillingHistory() {
  const history = useApiResource<BillingHistoryResponse>('/api/billing/history');
  const { state } = history;
  return (
    <section aria-labelledby="billing-history-heading" className="space-y-4">
      <div>
        <h2 id="billing-history-heading" className="text-lg font-semibold text-slate-900">
          Billing history
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Every payment for your plan, with a receipt to print or download.
        </p>
      </div>
      {state.status === 'loading' && <Spinner label="Loading billing history" />}
      {state.status === 'error' && (
        <LoadError what="your billing history" message={state.message} onRetry={history.retry} />
      )}
      {state.status === 'ready' &&
        (state.data.payments.length === 0 ? (
          <p className="text-sm text-slate-600">
            No payments yet. Your receipts will appear here after you pay for a plan.
          </p>
        ) : (
          <BillingHistoryTable payments={state.data.payments} />
        ))}
    </section>
  );
}
