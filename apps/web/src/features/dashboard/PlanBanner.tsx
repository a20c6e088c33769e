import { CalendarDays } from 'lucide-react';
import type { Me } from '@sheetwise/contracts';
import { LinkButton } from '../../components/ui/Button';
import { planStatusOf } from '../billing/plan-status';
import { formatDisplayDate } from '../../lib/dates';
import { trialDates } from './trial-dates';

const STILL_READABLE =
  'Your documents and chats are still here to read; choose a plan to upload statements and ask new questions again.';

/** The words for a plan worth a banner: a trial (running or ended), or a paid plan that ended. */
function bannerText(user: Me): { heading: string; text: string; action: string } | null {
  const status = planStatusOf(user);
  const { dateDisplay } = user.preferences;
  if (user.planType === 'Trial') {
    const { start, end } = trialDates(user.createdAt, dateDisplay);
    return status.expired
      ? {
          heading: 'Your free trial has ended',
          text: `Started on ${start}, ended on ${end}. ${STILL_READABLE}`,
          action: 'Choose a plan',
        }
      : {
          heading: 'You are on the free trial',
          text: `Started on ${start}, ends on ${end}.`,
          action: 'Choose a plan',
        };
  }
  if (!status.expired) return null;
  return {
    heading: `Your ${user.planType} plan has expired`,
    text: `It ended on ${formatDisplayDate(status.endsAt, dateDisplay)}. ${STILL_READABLE}`,
    action: 'Renew plan',
  };
}

/** The dashboard's plan banner (spec section 2's trial banner, and a renew prompt once a plan ends). */
export function PlanBanner({ user }: { user: Me }) {
  const banner = bannerText(user);
  if (!banner) return null;
  return (
    <section
      aria-labelledby="plan-banner-heading"
      className="flex flex-col gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-5 sm:flex-row sm:items-center"
    >
      <CalendarDays aria-hidden="true" className="size-6 shrink-0 text-amber-700" />
      <div className="min-w-0 flex-1">
        <h2 id="plan-banner-heading" className="font-semibold text-amber-950">
          {banner.heading}
        </h2>
        <p className="mt-1 text-sm text-amber-900">{banner.text}</p>
      </div>
      <LinkButton to="/settings" size="sm" className="self-start sm:self-center">
        {banner.action}
      </LinkButton>
    </section>
  );
}
