import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LOGIN_MESSAGES, type LoginValues } from '@sheetwise/contracts';
import { AuthLayout } from '../features/auth/AuthLayout';
import { authErrorMessage } from '../features/auth/auth-error-message';
import { LoginForm } from '../features/auth/LoginForm';
import { RedirectIfSignedIn } from '../features/session/RedirectIfSignedIn';
import { loginAccount } from '../features/session/session-api';
import { useSession } from '../features/session/session-context';
import { useGoogleLogin } from '../features/auth/use-google-login';
import { usePageTitle } from '../lib/use-page-title';

export default function LoginPage() {
  usePageTitle('Log in');
  const session = useSession();
  const navigate = useNavigate();
  const googleLogin = useGoogleLogin();

  async function submitLogin(values: LoginValues) {
    try {
      session.signIn(await loginAccount(values));
      toast.success(LOGIN_MESSAGES.success);
      void navigate('/dashboard');
    } catch (error) {
      toast.error(authErrorMessage(error, LOGIN_MESSAGES.failed));
    }
  }

  return (
    <RedirectIfSignedIn>
      <AuthLayout
        title="Login to continue"
        description="Welcome back. Sign in to your Sheetwise workspace."
        onGoogleLogin={googleLogin}
        switchPrompt={{
          question: 'New to Sheetwise?',
          linkLabel: 'Create an account',
          to: '/register',
        }}
      >
        <LoginForm onSubmit={submitLogin} />
      </AuthLayout>
    </RedirectIfSignedIn>
  );
}
