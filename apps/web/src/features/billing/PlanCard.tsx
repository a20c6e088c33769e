import { Check } from 'lucide-react';
import { useId, useRef, useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { PAID_PLANS, PAID_PLAN_TYPES, type Me, type PaidPlanType } from '@sheetwise/contracts';
import { Button } from '../../components/ui/Button';
import { textLinkClass } from '../../components/ui/styles';
import { formatDisplayDate } from '../../lib/dates';
import { planStatusOf } from './plan-status';
import { TestCheckoutDialog } from './TestCheckoutDialog';
import { useUpgrade } from './use-upgrade';

const BENEFITS = ['Basic features', 'Email support', 'AI chat assistant'];

/** Where the plan stands, in words: the renew-by date, the trial's end, or that it has ended. */
function PlanState({ user }: { user: Me }) {
  const status = planStatusOf(user);
  const end = formatDisplayDate(status.endsAt, user.preferences.dateDisplay);
  if (status.expired) {
    const what = user.planType === 'Trial' ? 'Your free trial ended' : 'Expired';
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
  if (user.planEndDate) return <p className="mt-1 text-sm text-slate-700">Renew by {end}</p>;
  return <p className="mt-1 text-sm text-slate-700">Free trial until {end}</p>;
}

/** The plan card of /settings (spec section 2): the plan, its benefits, and the upgrade. */
export function PlanCard({ user }: { user: Me }) {
  const [plan, setPlan] = useState<PaidPlanType | null>(null);
  const upgradeButton = useRef<HTMLButtonElement>(null);
  const { upgrade, busy, testCheckout } = useUpgrade();
  const legendId = useId();

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) void upgrade(plan);
  }

  return (
    <section aria-labelledby={`${legendId}-title`} className="space-y-5">
      <div>
        <h2 id={`${legendId}-title`} className="text-lg font-semibold text-slate-900">
          Your plan
        </h2>
        <p className="mt-2 text-3xl font-bold tracking-wide text-brand-700">
          {user.planType.toUpperCase()}
        </p>
        <PlanState user={user} />
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
              <label
                key={type}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="plan"
                  value={type}
                  checked={plan === type}
                  onChange={() => {
                    setPlan(type);
                  }}
                  className="mt-1 accent-brand-600"
                />
                <span>
                  <span className="block font-semibold text-slate-900">{type}</span>
                  <span className="block text-sm text-slate-700">
                    ${PAID_PLANS[type].priceUsd}/month, {PAID_PLANS[type].audience}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to="/#pricing" className={`text-sm ${textLinkClass}`}>
            Compare plans
          </Link>
          <Button ref={upgradeButton} type="submit" disabled={busy} aria-busy={busy}>
            Upgrade Plan
          </Button>
        </div>
      </form>
      <TestCheckoutDialog request={testCheckout} opener={upgradeButton} />
    </section>
  );
}
