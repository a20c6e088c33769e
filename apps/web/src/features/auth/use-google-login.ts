import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { GOOGLE_MESSAGES } from '@sheetwise/contracts';
import { useSession } from '../session/session-context';
import { signInWithGooglePopup } from './google-popup';

/**
 * The "Login with Google" click handler for /login and /register: opens the popup synchronously,
 * then signs in and goes to the dashboard, or shows the spec's message for what went wrong.
 */
export function useGoogleLogin(): () => void {
  const session = useSession();
  const navigate = useNavigate();
  return () => {
    void signInWithGooglePopup().then((outcome) => {
      if (!outcome.ok) {
        toast.error(outcome.message || GOOGLE_MESSAGES.failed);
        return;
      }
      session.signIn(outcome.user);
      toast.success(GOOGLE_MESSAGES.success);
      void navigate('/dashboard');
    });
  };
}
