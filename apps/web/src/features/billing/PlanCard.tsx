import { Check } from 'lucide-react';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  PAID_PLAN_TYPES,
  type BillingChoices,
  type Me,
  type PaidPlanType,
} from '@sheetwise/contracts';
import { Button } from '../../components/ui/Button';
import { textLinkClass } from '../../components/ui/styles';
import { serverDetail } from '../../lib/error-message';
import { useApiResource } from '../../lib/use-api-resource';
import { useDisplayFormat } from '../preferences/use-display-format';
import { schedulePlan } from './billing-api';
import { PlanChoiceOption } from './PlanChoiceOption';
import { PlanEndingActions } from './PlanEndingActions';
import { PLAN_CARD_ANCHOR, planStatusOf } from './plan-status';
import { TestCheckoutDialog } from './TestCheckoutDialog';
import { useUpgrade } from './use-upgrade';

const BENEFITS = ['Basic features', 'Email support', 'AI chat assistant'];

/**
 * Where the plan stands, in words: the renew-by date, the trial's end, or that it has ended; and
 * what happens at the end date when the plan is cancelled or a lower plan is chosen to follow.
 */
function PlanState({ user, billing }: { user: Me; billing: BillingChoices | null }) {
  const display = useDisplayFormat();
  const status = planStatusOf(user);
  const planType = billing?.planType ?? user.planType;
  const end = display.date(billing?.endsAt ?? status.endsAt);
  if (billing?.expired ?? status.expired) {
    const what = planType === 'Trial' ? 'Your free trial ended' : 'Expired';
    return (
      <div role="status" className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <p className="font-semibold">
          {what} on {end}.
        </p>
        <p>
          Your documents and chats are still here to read. Renew or choose a plan below to upload
          statements and ask new questions.
        </p>
      </div>
    );
  }
  if (billing?.cancelled) {
    return <p className="mt-1 text-sm text-slate-700">Cancelled: runs until {end}, not renewed</p>;
  }
  if (billing?.scheduledPlan) {
    return (
      <p className="mt-1 text-sm text-slate-700">
        Runs until {end}, then changes to {billing.scheduledPlan}
      </p>
    );
  }
  if (planType !== 'Trial') return <p className="mt-1 text-sm text-slate-700">Renew by {end}</p>;
  return <p className="mt-1 text-sm text-slate-700">Free trial until {end}</p>;
}

/**
 * The plan card of /settings and /plan-usage (spec section 2): the plan and its end date, its
 * benefits, each plan's price as it would be charged now (the server's quote, which is what the
 * order charges), the upgrade, and Cancel plan / Reactivate.
 */
export function PlanCard({ user }: { user: Me }) {
  const [plan, setPlan] = useState<PaidPlanType | null>(null);
  const [scheduling, setScheduling] = useState(false);
  const upgradeButton = useRef<HTMLButtonElement>(null);
  const { upgrade, busy, testCheckout } = useUpgrade();
  const choices = useApiResource<BillingChoices>('/api/billing/choices');
  const billing = choices.state.status === 'ready' ? choices.state.data : null;
  const legendId = useId();
  const choiceOf = (type: PaidPlanType) => billing?.choices.find((c) => c.plan === type);

  async function scheduleLowerPlan(type: PaidPlanType) {
    setScheduling(true);
    try {
      const changed = await schedulePlan(type);
      choices.update(() => changed);
      toast.success(`Your plan changes to ${type} at the end of the paid period.`, {
        id: 'plan-change',
      });
    } catch (error) {
      toast.error(serverDetail(error, 'Your plan could not be changed. Please try again.'), {
        id: 'plan-change',
      });
    } finally {
      setScheduling(false);
    }
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || scheduling) return;
    const kind = plan ? choiceOf(plan)?.kind : undefined;
    if (plan && kind === 'downgrade') void scheduleLowerPlan(plan);
    else if (kind !== 'scheduled') void upgrade(plan);
  }

  return (
    <section id={PLAN_CARD_ANCHOR} aria-labelledby={`${legendId}-title`} className="space-y-5">
      <div>
        <h2 id={`${legendId}-title`} className="text-lg font-semibold text-slate-900">
          Your plan
        </h2>
        <p className="mt-2 text-3xl font-bold tracking-wide text-brand-700">
          {(billing?.planType ?? user.planType).toUpperCase()}
        </p>
        <PlanState user={user} billing={billing} />
      </div>
      <ul aria-label="Included in every plan" className="space-y-1.5 text-sm text-slate-700">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-center gap-2">
            <Check aria-hidden="true" className="size-4 text-brand-600" />
            {benefit}
          </li>
        ))}
      </ul>
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <fieldset>
          <legend id={legendId} className="text-sm font-medium text-slate-800">
            Choose a plan
          </legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {PAID_PLAN_TYPES.map((type) => (
              <PlanChoiceOption
                key={type}
                plan={type}
                checked={plan === type}
                onChange={() => {
                  setPlan(type);
                }}
                current={billing !== null && !billing.expired && billing.planType === type}
                choice={choiceOf(type)}
              />
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to="/#pricing" className={`text-sm ${textLinkClass}`}>
            Compare plans
          </Link>
          <Button
            ref={upgradeButton}
            type="submit"
            disabled={busy || scheduling}
            aria-busy={busy || scheduling}
          >
            Upgrade Plan
          </Button>
        </div>
      </form>
      {billing && (
        <PlanEndingActions
          billing={billing}
          onChanged={(changed) => {
            choices.update(() => changed);
          }}
        />
      )}
      <TestCheckoutDialog request={testCheckout} opener={upgradeButton} />
    </section>
  );
}
