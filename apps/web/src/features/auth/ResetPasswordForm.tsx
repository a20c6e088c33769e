import { PASSWORD_RESET_MESSAGES } from '@sheetwise/contracts';
import { TextField } from '../../components/ui/TextField';
import { SubmitButton } from './SubmitButton';
import { useAuthForm } from './use-auth-form';
import { validateResetPassword, type ResetPasswordValues } from './validation';

interface ResetPasswordFormProps {
  onSubmit: (values: ResetPasswordValues) => Promise<void>;
}

/** Passwords are kept exactly as typed, as on the sign-up form. */
const asTyped = (values: ResetPasswordValues) => values;

export function ResetPasswordForm({ onSubmit }: ResetPasswordFormProps) {
  const { field, submitting, handleSubmit } = useAuthForm<ResetPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    prepare: asTyped,
    validate: validateResetPassword,
    onSubmit,
    toastId: 'reset-password-form',
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_RESET_MESSAGES.hint}
        {...field('password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
      <SubmitButton submitting={submitting} label="Set new password" />
    </form>
  );
}
