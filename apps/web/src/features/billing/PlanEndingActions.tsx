import { useState } from 'react';
import { toast } from 'sonner';
import type { BillingChoices } from '@sheetwise/contracts';
import { Button } from '../../components/ui/Button';
import { serverDetail } from '../../lib/error-message';
import { cancelPlan, reactivatePlan } from './billing-api';

/**
 * Cancel plan lets a paid plan run to its end date without renewal; Reactivate, before then,
 * undoes a cancellation or a lower plan chosen to follow.
 */
export function PlanEndingActions({
  billing,
  onChanged,
}: {
  billing: BillingChoices;
  onChanged: (billing: BillingChoices) => void;
}) {
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<BillingChoices>, done: string) {
    setBusy(true);
    try {
      onChanged(await action());
      toast.success(done, { id: 'plan-ending' });
    } catch (error) {
      toast.error(serverDetail(error, 'Your plan could not be changed. Please try again.'), {
        id: 'plan-ending',
      });
    } finally {
      setBusy(false);
    }
  }

  if (!billing.canCancel && !billing.canReactivate) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {billing.canCancel && (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void run(cancelPlan, 'Your plan is cancelled and will not renew.')}
        >
          Cancel plan
        </Button>
      )}
      {billing.canReactivate && (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void run(reactivatePlan, `Your ${billing.planType} plan carries on.`)}
        >
          Reactivate
        </Button>
      )}
    </div>
  );
}
