import { Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { PAID_PLANS, type PlanType } from '@sheetwise/contracts';
import { buttonClass, focusRing } from '../../ui/styles';

interface UpgradeCardProps {
  planType: PlanType | undefined;
  onNavigate?: (() => void) | undefined;
}

const usageLink = `mt-2 block text-center text-sm text-brand-50 underline underline-offset-2 hover:text-white ${focusRing}`;

/**
 * The expanded sidebar's promotion (spec section 2); plans are chosen on /settings. A Pro user
 * has nothing to upgrade to, so the card shows the plan and its usage instead; the copy names
 * Pro's real allowance, since no plan has unlimited projects.
 */
export function UpgradeCard({ planType, onNavigate }: UpgradeCardProps) {
  const pro = planType === 'Pro';
  return (
    <div className="rounded-xl bg-gradient-to-br from-brand-700 to-brand-900 p-4 text-white">
      <p className="flex items-center gap-2 font-semibold">
        <Rocket aria-hidden="true" className="size-4" />
        {pro ? 'You are on Pro' : 'Get more from Sheetwise'}
      </p>
      <p className="mt-1.5 text-sm text-brand-50">
        {pro
          ? `Advanced analytics, ${PAID_PLANS.Pro.projectLimit} projects a month and priority support are yours.`
          : `Advanced analytics, ${PAID_PLANS.Pro.projectLimit} projects a month and priority support with Pro.`}
      </p>
      {!pro && (
        <Link
          to="/settings"
          onClick={onNavigate}
          className={buttonClass('inverse', 'sm', 'mt-3 w-full')}
        >
          Upgrade Now
        </Link>
      )}
      <Link to="/plan-usage" onClick={onNavigate} className={usageLink}>
        See plan usage
      </Link>
    </div>
  );
}
