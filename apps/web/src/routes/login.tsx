import { toast } from 'sonner';
import { GOOGLE_MESSAGES, LOGIN_MESSAGES } from '@sheetwise/contracts';
import { AuthLayout } from '../features/auth/AuthLayout';
import { LoginForm } from '../features/auth/LoginForm';
import { usePageTitle } from '../lib/use-page-title';

// Placeholders until the auth API is wired up (next issue): every attempt reports the spec's
// generic failure rather than pretending to succeed.
const submitLogin = () => Promise.resolve(void toast.error(LOGIN_MESSAGES.failed));
const loginWithGoogle = () => void toast.error(GOOGLE_MESSAGES.failed);

export default function LoginPage() {
  usePageTitle('Log in');
  return (
    <AuthLayout
      title="Login to continue"
      description="Welcome back. Sign in to your Sheetwise workspace."
      onGoogleLogin={loginWithGoogle}
      switchPrompt={{
        question: 'New to Sheetwise?',
        linkLabel: 'Create an account',
        to: '/register',
      }}
    >
      <LoginForm onSubmit={submitLogin} />
    </AuthLayout>
  );
}
