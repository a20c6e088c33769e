import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import {
  FULL_NAME_REQUIRED_MESSAGE,
  PROFILE_MESSAGES,
  REGISTRATION_MESSAGES,
  isValidEmail,
  newPasswordProblem,
  type Me,
  type UpdateMeRequest,
} from '@sheetwise/contracts';
import { EmailField } from '../../components/ui/EmailField';
import { TextField } from '../../components/ui/TextField';
import { errorMessage } from '../../lib/error-message';
import { SubmitButton } from '../auth/SubmitButton';
import { updateMe } from '../session/session-api';

interface ProfileFormProps {
  user: Me;
  onUpdated: (user: Me) => void;
}

/** Only what changed: the name, the e-mail if different, the password if one was typed. */
function changesFrom(user: Me, name: string, email: string, password: string): UpdateMeRequest {
  const changes: UpdateMeRequest = {};
  if (name !== user.name) changes.name = name;
  if (email.toLowerCase() !== user.email.toLowerCase()) changes.email = email;
  if (password !== '') changes.password = password;
  return changes;
}

function problemWith(name: string, email: string, password: string): string | null {
  if (name === '') return FULL_NAME_REQUIRED_MESSAGE;
  if (!isValidEmail(email)) return REGISTRATION_MESSAGES.invalidEmail;
  return newPasswordProblem(password)?.message ?? null;
}

export function ProfileForm({ user, onUpdated }: ProfileFormProps) {
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function save() {
    const trimmedName = name.trim();
    const trimmedEmail = email.trim();
    const problem = problemWith(trimmedName, trimmedEmail, password);
    if (problem) {
      toast.error(problem, { id: 'profile-form' });
      return;
    }
    const changes = changesFrom(user, trimmedName, trimmedEmail, password);
    if (Object.keys(changes).length === 0) {
      toast.info('Nothing to update: your details are as they were.', { id: 'profile-form' });
      return;
    }
    setSubmitting(true);
    try {
      onUpdated(await updateMe(changes));
      setPassword('');
      toast.success(PROFILE_MESSAGES.success, { id: 'profile-form' });
    } catch (error) {
      toast.error(errorMessage(error, PROFILE_MESSAGES.failed), { id: 'profile-form' });
    } finally {
      setSubmitting(false);
    }
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submitting) void save();
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="space-y-5"
      aria-labelledby="profile-heading"
    >
      <h2 id="profile-heading" className="text-lg font-semibold text-slate-900">
        Update details
      </h2>
      <TextField
        label="Full name"
        name="name"
        autoComplete="name"
        required
        value={name}
        onValueChange={setName}
      />
      <EmailField name="email" value={email} onValueChange={setEmail} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="Leave blank to keep current password"
        value={password}
        onValueChange={setPassword}
      />
      <SubmitButton submitting={submitting} label="Save changes" />
    </form>
  );
}
