import { Link } from 'react-router';
import { toast } from 'sonner';
import { GOOGLE_MESSAGES, REGISTRATION_MESSAGES, TRIAL_DAYS } from '@sheetwise/contracts';
import { textLinkClass } from '../components/ui/styles';
import { AuthLayout } from '../features/auth/AuthLayout';
import { RegisterForm } from '../features/auth/RegisterForm';
import { MINIMUM_AGE_YEARS } from '@sheetwise/contracts';
import { usePageTitle } from '../lib/use-page-title';

// Placeholders until the auth API is wired up (next issue): every attempt reports the spec's
// generic failure rather than pretending to succeed.
const submitRegistration = () => Promise.resolve(void toast.error(REGISTRATION_MESSAGES.failed));
const registerWithGoogle = () => void toast.error(GOOGLE_MESSAGES.failed);

export default function RegisterPage() {
  usePageTitle('Create account');
  return (
    <AuthLayout
      title="Create your account"
      description={`Start your ${TRIAL_DAYS}-day free trial. No credit card required.`}
      onGoogleLogin={registerWithGoogle}
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
  );
}
