import { toast } from 'sonner';
import { GOOGLE_MESSAGES } from '@sheetwise/contracts';
import { signInWithGooglePopup } from './google-popup';
import { useCompleteSignIn } from './use-complete-sign-in';

/**
 * The "Login with Google" click handler for /login and /register: opens the popup synchronously,
 * then signs in and goes to the dashboard, or shows the spec's message for what went wrong.
 */
export function useGoogleLogin(): () => void {
  const completeSignIn = useCompleteSignIn();
  return () => {
    void signInWithGooglePopup().then((outcome) => {
      if (!outcome.ok) {
        toast.error(outcome.message || GOOGLE_MESSAGES.failed);
        return;
      }
      completeSignIn(outcome.user, GOOGLE_MESSAGES.success);
    });
  };
}
