import { EmailField } from '../../components/ui/EmailField';
import { SubmitButton } from './SubmitButton';
import { useAuthForm } from './use-auth-form';
import {
  prepareForgotPassword,
  validateForgotPassword,
  type ForgotPasswordValues,
} from './validation';

interface ForgotPasswordFormProps {
  onSubmit: (values: ForgotPasswordValues) => Promise<void>;
}

export function ForgotPasswordForm({ onSubmit }: ForgotPasswordFormProps) {
  const { field, submitting, handleSubmit } = useAuthForm<ForgotPasswordValues>({
    initialValues: { email: '' },
    prepare: prepareForgotPassword,
    validate: validateForgotPassword,
    onSubmit,
    toastId: 'forgot-password-form',
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <EmailField {...field('email')} />
      <SubmitButton submitting={submitting} label="Send reset link" />
    </form>
  );
}
