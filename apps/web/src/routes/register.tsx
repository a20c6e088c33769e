import { Link } from 'react-router';
import { MINIMUM_AGE_YEARS, REGISTRATION_MESSAGES, TRIAL_DAYS } from '@sheetwise/contracts';
import { textLinkClass } from '../components/ui/styles';
import { AuthLayout } from '../features/auth/AuthLayout';
import { useAccountSubmit } from '../features/auth/use-complete-sign-in';
import { RegisterForm } from '../features/auth/RegisterForm';
import { RedirectIfSignedIn } from '../features/session/RedirectIfSignedIn';
import { registerAccount } from '../features/session/session-api';
import { useGoogleLogin } from '../features/auth/use-google-login';
import { usePageTitle } from '../lib/use-page-title';

export default function RegisterPage() {
  usePageTitle('Create account');
  const googleLogin = useGoogleLogin();

  const submitRegistration = useAccountSubmit(registerAccount, REGISTRATION_MESSAGES);

  return (
    <RedirectIfSignedIn>
      <AuthLayout
        title="Create your account"
        description={`Start your ${TRIAL_DAYS}-day free trial. No credit card required.`}
        onGoogleLogin={googleLogin}
        switchPrompt={{ question: 'Already have an account?', linkLabel: 'Log in', to: '/login' }}
        footnote={
          <>
            {/* Link texts differ from the footer's so each link has a unique accessible name. */}
            By creating an account you confirm you are {MINIMUM_AGE_YEARS} or older and agree to our{' '}
            <Link to="/terms" className={textLinkClass}>
              Terms
            </Link>{' '}
            and{' '}
            <Link to="/privacy" className={textLinkClass}>
              Privacy
            </Link>{' '}
            policies.
          </>
        }
      >
        <RegisterForm onSubmit={submitRegistration} />
      </AuthLayout>
    </RedirectIfSignedIn>
  );
}
