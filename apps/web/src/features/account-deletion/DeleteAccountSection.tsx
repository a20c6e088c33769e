import { useState, type SubmitEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  ACCOUNT_DELETION_MESSAGES,
  DELETE_ACCOUNT_CONFIRMATION,
  type DeleteAccountRequest,
  type Me,
} from '@sheetwise/contracts';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { textLinkClass } from '../../components/ui/styles';
import { errorMessage } from '../../lib/error-message';
import { useSession } from '../session/session-context';
import { deleteAccount } from './account-deletion-api';

const CONFIRMATION_LABEL = `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`;

function problemWith(user: Me, password: string, confirmation: string): string | null {
  if (user.hasPassword && password === '') return ACCOUNT_DELETION_MESSAGES.passwordRequired;
  if (confirmation.trim() !== DELETE_ACCOUNT_CONFIRMATION) {
    return ACCOUNT_DELETION_MESSAGES.confirmationMismatch;
  }
  return null;
}

/**
 * Deleting the account: what goes and what stays, the password (an account made with Google
 * alone has none, and relies on a recent sign-in instead) and the typed confirmation word. On
 * success the browser is signed out and back on the landing page.
 */
export function DeleteAccountSection({ user }: { user: Me }) {
  const session = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function submit() {
    const problem = problemWith(user, password, confirmation);
    if (problem) {
      toast.error(problem, { id: 'delete-account' });
      return;
    }
    const request: DeleteAccountRequest = { confirmation };
    if (user.hasPassword) request.password = password;
    setSubmitting(true);
    try {
      await deleteAccount(request);
    } catch (error) {
      toast.error(errorMessage(error, ACCOUNT_DELETION_MESSAGES.failed), { id: 'delete-account' });
      setSubmitting(false);
      return;
    }
    // The server ended the session with the account; this forgets the sign-in here too.
    session.expire();
    void navigate('/', { replace: true });
    toast.success(ACCOUNT_DELETION_MESSAGES.deleted);
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submitting) void submit();
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="delete-account-heading"
      className="space-y-4"
    >
      <h2 id="delete-account-heading" className="text-lg font-semibold text-red-800">
        Delete account
      </h2>
      <div className="space-y-2 text-sm text-slate-700">
        <p>
          Deleting your account removes at once your uploaded files, their transactions, your chats,
          your sheets, your sign-in activity and every session. It cannot be undone.
        </p>
        <p>
          Records of payments you made are kept, without your name or e-mail address, because
          accounting and tax law require us to keep them. See{' '}
          <Link to="/terms#termination" className={textLinkClass}>
            our Terms
          </Link>
          .
        </p>
      </div>
      {user.hasPassword && (
        <TextField
          label="Your password"
          name="deletePassword"
          type="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
        />
      )}
      <TextField
        label={CONFIRMATION_LABEL}
        name="deleteConfirmation"
        autoComplete="off"
        spellCheck={false}
        hint={user.hasPassword ? undefined : ACCOUNT_DELETION_MESSAGES.recentLoginNeeded}
        value={confirmation}
        onValueChange={setConfirmation}
      />
      <Button type="submit" variant="danger" disabled={submitting} aria-busy={submitting}>
        Delete my account
      </Button>
    </form>
  );
}
