import { CalendarDays } from 'lucide-react';
import { LinkButton } from '../../components/ui/Button';
import { trialDates } from './trial-dates';

/** Shown to Trial users: when the free trial started and when it ends, and where to upgrade. */
export function TrialBanner({ createdAt }: { createdAt: string }) {
  const { start, end } = trialDates(createdAt);
  return (
    <section
      aria-labelledby="trial-heading"
      className="flex flex-col gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-5 sm:flex-row sm:items-center"
    >
      <CalendarDays aria-hidden="true" className="size-6 shrink-0 text-amber-700" />
      <div className="min-w-0 flex-1">
        <h2 id="trial-heading" className="font-semibold text-amber-950">
          You are on the free trial
        </h2>
        <p className="mt-1 text-sm text-amber-900">
          Started on <strong>{start}</strong>, ends on <strong>{end}</strong>.
        </p>
      </div>
      <LinkButton to="/settings" size="sm" className="self-start sm:self-center">
        Choose a plan
      </LinkButton>
    </section>
  );
}
