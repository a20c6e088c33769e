import { useState } from 'react';
import { toast } from 'sonner';
import { PASSWORD_RESET_MESSAGES } from '@sheetwise/contracts';
import { AuthLayout } from '../features/auth/AuthLayout';
import { ForgotPasswordForm } from '../features/auth/ForgotPasswordForm';
import { authErrorMessage } from '../features/auth/auth-error-message';
import { requestPasswordReset } from '../features/auth/password-reset-api';
import { usePageTitle } from '../lib/use-page-title';

export default function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const [sent, setSent] = useState<string | null>(null);

  async function submit({ email }: { email: string }) {
    try {
      setSent(await requestPasswordReset(email));
    } catch (error) {
      toast.error(authErrorMessage(error, PASSWORD_RESET_MESSAGES.failed));
    }
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      switchPrompt={{ question: 'Remembered it?', linkLabel: 'Back to login', to: '/login' }}
    >
      {/* Always in the page, so that screen readers announce the confirmation when it appears. */}
      <div role="status">
        {sent && <p className="rounded-lg bg-brand-50 p-4 text-slate-800">{sent}</p>}
      </div>
      {!sent && <ForgotPasswordForm onSubmit={submit} />}
    </AuthLayout>
  );
}
