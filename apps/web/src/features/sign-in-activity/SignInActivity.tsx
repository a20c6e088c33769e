import { useState } from 'react';
import { toast } from 'sonner';
import { SESSION_END_MESSAGES, type SecurityEventList } from '@sheetwise/contracts';
import { Button } from '../../components/ui/Button';
import { LoadError } from '../../components/ui/LoadError';
import { Spinner } from '../../components/ui/Spinner';
import { useApiResource } from '../../lib/use-api-resource';
import { errorMessage } from '../../lib/error-message';
import { SecurityEventTable } from './SecurityEventTable';
import { endOtherSessions } from './sign-in-activity-api';

/**
 * Settings' "Sign-in activity": the account's latest security events, so that its owner can spot
 * a sign-in that was not theirs, and a button that signs out every other browser.
 */
export function SignInActivity() {
  const activity = useApiResource<SecurityEventList>('/api/me/security-events');
  const [ending, setEnding] = useState(false);

  async function endOthers() {
    setEnding(true);
    try {
      const ended = await endOtherSessions();
      toast.success(SESSION_END_MESSAGES.ended(ended), { id: 'end-other-sessions' });
      // The list now starts with the event this just recorded.
      activity.refresh();
    } catch (error) {
      toast.error(errorMessage(error, SESSION_END_MESSAGES.failed), { id: 'end-other-sessions' });
    } finally {
      setEnding(false);
    }
  }

  const { state } = activity;
  return (
    <section aria-labelledby="sign-in-activity-heading" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="sign-in-activity-heading" className="text-lg font-semibold text-slate-900">
            Sign-in activity
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Recent sign-ins and changes to your password and e-mail. If you see one that was not
            you, change your password and end your other sessions.
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={() => void endOthers()}
          disabled={ending}
          aria-busy={ending}
        >
          End other sessions
        </Button>
      </div>
      {state.status === 'loading' && <Spinner label="Loading sign-in activity" />}
      {state.status === 'error' && (
        <LoadError what="your sign-in activity" message={state.message} onRetry={activity.retry} />
      )}
      {state.status === 'ready' &&
        (state.data.events.length === 0 ? (
          <p className="text-sm text-slate-600">No sign-in activity yet.</p>
        ) : (
          <SecurityEventTable events={state.data.events} />
        ))}
    </section>
  );
}
