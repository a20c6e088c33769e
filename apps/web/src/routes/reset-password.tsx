import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PASSWORD_RESET_MESSAGES } from '@sheetwise/contracts';
import { AuthLayout } from '../features/auth/AuthLayout';
import { ResetPasswordForm } from '../features/auth/ResetPasswordForm';
import { authErrorMessage } from '../features/auth/auth-error-message';
import { resetPassword } from '../features/auth/password-reset-api';
import { useSession } from '../features/session/session-context';
import { usePageTitle } from '../lib/use-page-title';

/** Opened from the link in a reset e-mail: /reset-password?token=… */
export default function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const session = useSession();

  async function submit({ password }: { password: string }) {
    try {
      await resetPassword({ token, password });
    } catch (error) {
      toast.error(authErrorMessage(error, PASSWORD_RESET_MESSAGES.failed));
      return;
    }
    // The reset ended every session, this browser's too if it had one.
    if (session.status === 'authenticated') session.expire();
    toast.success(PASSWORD_RESET_MESSAGES.success);
    void navigate('/login', { replace: true });
  }

  return (
    <AuthLayout
      title="Choose a new password"
      description="Your new password replaces the old one and signs you out everywhere."
      switchPrompt={{
        question: 'Link expired or already used?',
        linkLabel: 'Ask for a new one',
        to: '/forgot-password',
      }}
    >
      {token ? (
        <ResetPasswordForm onSubmit={submit} />
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {PASSWORD_RESET_MESSAGES.invalidToken}
        </p>
      )}
    </AuthLayout>
  );
}
