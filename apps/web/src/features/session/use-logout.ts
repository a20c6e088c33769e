import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { SESSION_MESSAGES } from '@sheetwise/contracts';
import { useSession } from './session-context';

/** Signs out on the server and here, then goes to the landing page (spec section 2, Sidebar). */
export function useLogout(): () => Promise<void> {
  const session = useSession();
  const navigate = useNavigate();
  return async () => {
    try {
      await session.signOut();
      void navigate('/', { replace: true });
    } catch {
      toast.error(SESSION_MESSAGES.logoutFailed);
    }
  };
}
