import { useId } from 'react';
import { PAID_PLANS, type PaidPlanType, type PlanChoiceView } from '@sheetwise/contracts';
import { useDisplayFormat } from '../preferences/use-display-format';
import { describeChoiceView } from './plan-choice-text';

/**
 * One plan's radio: its price and project limit (spec section 2), marked when it is the current
 * plan, with what choosing it does now and what that costs, from the server's quote.
 */
export function PlanChoiceOption({
  plan,
  checked,
  onChange,
  current,
  choice,
}: {
  plan: PaidPlanType;
  checked: boolean;
  onChange: () => void;
  current: boolean;
  choice: PlanChoiceView | undefined;
}) {
  const display = useDisplayFormat();
  const descriptionId = useId();
  const { priceUsd, projectLimit, audience } = PAID_PLANS[plan];
  return (
    <div className="rounded-xl border border-slate-300 p-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="radio"
          name="plan"
          value={plan}
          checked={checked}
          onChange={onChange}
          aria-describedby={descriptionId}
          className="mt-1 accent-brand-600"
        />
        <span>
          <span className="block font-semibold text-slate-900">{plan}</span>
          <span className="block text-sm text-slate-700">
            ${priceUsd}/month, {projectLimit} projects, {audience}
          </span>
        </span>
      </label>
      <p id={descriptionId} className="mt-2 text-sm text-slate-700">
        {current && (
          <>
            <span className="mr-1 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
              Current plan
            </span>{' '}
          </>
        )}
        {choice ? describeChoiceView(choice, display.date) : null}
      </p>
    </div>
  );
}
