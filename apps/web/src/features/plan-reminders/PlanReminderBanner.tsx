import { useState } from 'react';
import { BellRing, X } from 'lucide-react';
import { formatCalendarDate, planReminderDue, type Me } from '@sheetwise/contracts';
import { LinkButton } from '../../components/ui/Button';
import { PLAN_CARD_ANCHOR, planStatusOf } from '../billing/plan-status';
import { useSession } from '../session/session-context';

/** What the banner says, or null when no reminder is due (the e-mail's rule, on the UTC day). */
function reminderOf(user: Me, now: Date) {
  const status = planStatusOf(user, now);
  const kind = planReminderDue(status.endsAt, now);
  if (!kind) return null;
  const what = user.planType === 'Trial' ? 'Your free trial' : `Your ${user.planType} plan`;
  const day = formatCalendarDate(
    status.endsAt.toISOString().slice(0, 10),
    user.preferences.dateDisplay,
  );
  const when =
    kind === 'ends-soon' ? `ends on ${day}` : status.expired ? 'ended today' : 'ends today';
  return { heading: `${what} ${when}`, key: `plan-reminder-dismissed:${kind}:${day}` };
}

function dismissedInThisSession(key: string): boolean {
  return sessionStorage.getItem(key) !== null;
}

/**
 * The in-app half of the plan reminders (the other is the e-mail): shown on every signed-in page
 * from 3 days before the plan ends and on the day, until dismissed for this browser session. It
 * names no renewal: the plan card says what follows (a renewal, the cancellation, a lower plan).
 */
export function PlanReminderBanner() {
  const { user } = useSession();
  const reminder = user ? reminderOf(user, new Date()) : null;
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  if (!reminder || dismissedKey === reminder.key || dismissedInThisSession(reminder.key)) {
    return null;
  }

  function dismiss(key: string) {
    sessionStorage.setItem(key, '1');
    setDismissedKey(key);
  }

  return (
    <section
      aria-labelledby="plan-reminder-heading"
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 sm:flex-row sm:items-center"
    >
      <BellRing aria-hidden="true" className="size-5 shrink-0 text-sky-700" />
      <div className="min-w-0 flex-1">
        <h2 id="plan-reminder-heading" className="font-semibold text-sky-950">
          {reminder.heading}
        </h2>
        <p className="mt-1 text-sm text-sky-900">
          Your plan card in Settings says what happens next and what you can choose.
        </p>
      </div>
      <div className="flex items-center gap-2">
        <LinkButton to={`/settings#${PLAN_CARD_ANCHOR}`} size="sm">
          See your plan
        </LinkButton>
        <button
          type="button"
          onClick={() => {
            dismiss(reminder.key);
          }}
          aria-label="Dismiss the plan reminder"
          className="rounded-lg p-2 text-sky-800 hover:bg-sky-100 focus-visible:outline-2 focus-visible:outline-sky-600"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </section>
  );
}
