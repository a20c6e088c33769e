import { PASSWORD_MIN_LENGTH } from '@sheetwise/contracts';
import { EmailField } from '../../components/ui/EmailField';
import { TextField } from '../../components/ui/TextField';
import { SubmitButton } from './SubmitButton';
import { useAuthForm } from './use-auth-form';
import { prepareRegister, validateRegister, type RegisterValues } from './validation';

interface RegisterFormProps {
  onSubmit: (values: RegisterValues) => Promise<void>;
}

export function RegisterForm({ onSubmit }: RegisterFormProps) {
  const { field, submitting, handleSubmit } = useAuthForm<RegisterValues>({
    initialValues: { name: '', email: '', password: '' },
    prepare: prepareRegister,
    validate: validateRegister,
    onSubmit,
    toastId: 'register-form',
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <TextField label="Full name" autoComplete="name" required {...field('name')} />
      <EmailField {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        {...field('password')}
      />
      <SubmitButton submitting={submitting} label="Create Account" />
    </form>
  );
}
