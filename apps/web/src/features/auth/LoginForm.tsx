import { Link } from 'react-router';
import { EmailField } from '../../components/ui/EmailField';
import { TextField } from '../../components/ui/TextField';
import { textLinkClass } from '../../components/ui/styles';
import { SubmitButton } from './SubmitButton';
import { useAuthForm } from './use-auth-form';
import { prepareLogin, validateLogin, type LoginValues } from './validation';

interface LoginFormProps {
  onSubmit: (values: LoginValues) => Promise<void>;
}

export function LoginForm({ onSubmit }: LoginFormProps) {
  const { field, submitting, handleSubmit } = useAuthForm<LoginValues>({
    initialValues: { email: '', password: '' },
    prepare: prepareLogin,
    validate: validateLogin,
    onSubmit,
    toastId: 'login-form',
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <EmailField {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...field('password')}
      />
      <p className="-mt-2 text-right text-sm">
        <Link to="/forgot-password" className={textLinkClass}>
          Forgot password?
        </Link>
      </p>
      <SubmitButton submitting={submitting} label="Login to your account" />
    </form>
  );
}
