import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Me } from '@sheetwise/contracts';
import { useSession } from '../session/session-context';
import { authErrorMessage } from './auth-error-message';

/** Every way in ends alike: remember the user, say so with the spec's words, go to the dashboard. */
export function useCompleteSignIn(): (user: Me, successMessage: string) => void {
  const session = useSession();
  const navigate = useNavigate();
  return (user, successMessage) => {
    session.signIn(user);
    // The failed attempts before this one are over: their toasts would only confuse now.
    toast.dismiss();
    toast.success(successMessage);
    void navigate('/dashboard');
  };
}

/**
 * The submit handler of the login and register forms: send the values, then sign in, or show the
 * server's message for a case the spec names and the form's fallback for anything else.
 */
export function useAccountSubmit<T>(
  send: (values: T) => Promise<Me>,
  messages: { success: string; failed: string },
): (values: T) => Promise<void> {
  const completeSignIn = useCompleteSignIn();
  return async (values) => {
    try {
      completeSignIn(await send(values), messages.success);
    } catch (error) {
      toast.error(authErrorMessage(error, messages.failed));
    }
  };
}
