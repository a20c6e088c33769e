import { LOGIN_MESSAGES } from '@sheetwise/contracts';
import { AuthLayout } from '../features/auth/AuthLayout';
import { useAccountSubmit } from '../features/auth/use-complete-sign-in';
import { LoginForm } from '../features/auth/LoginForm';
import { RedirectIfSignedIn } from '../features/session/RedirectIfSignedIn';
import { loginAccount } from '../features/session/session-api';
import { useGoogleLogin } from '../features/auth/use-google-login';
import { usePageTitle } from '../lib/use-page-title';

export default function LoginPage() {
  usePageTitle('Log in');
  const googleLogin = useGoogleLogin();

  const submitLogin = useAccountSubmit(loginAccount, LOGIN_MESSAGES);

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
