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

interface Fields {
  name: string;
  email: string;
  password: string;
  currentPassword: string;
}

const emailChanged = (user: Me, email: string) =>
  email.trim().toLowerCase() !== user.email.toLowerCase();

/**
 * A new e-mail or password needs the current one, on an account that has a password (the
 * server checks it; an account made with Google alone relies on a recent sign-in).
 */
const needsCurrentPassword = (user: Me, email: string, password: string) =>
  user.hasPassword && (emailChanged(user, email) || password !== '');

/** Only what changed: the name, the e-mail if different, the password if one was typed. */
function changesFrom(user: Me, fields: Fields): UpdateMeRequest {
  const changes: UpdateMeRequest = {};
  if (fields.name !== user.name) changes.name = fields.name;
  if (emailChanged(user, fields.email)) changes.email = fields.email;
  if (fields.password !== '') changes.password = fields.password;
  if (needsCurrentPassword(user, fields.email, fields.password)) {
    changes.currentPassword = fields.currentPassword;
  }
  return changes;
}

function problemWith(user: Me, fields: Fields): string | null {
  if (fields.name === '') return FULL_NAME_REQUIRED_MESSAGE;
  if (!isValidEmail(fields.email)) return REGISTRATION_MESSAGES.invalidEmail;
  const passwordProblem = newPasswordProblem(fields.password)?.message;
  if (passwordProblem) return passwordProblem;
  if (needsCurrentPassword(user, fields.email, fields.password) && fields.currentPassword === '') {
    return PROFILE_MESSAGES.currentPasswordRequired;
  }
  return null;
}

export function ProfileForm({ user, onUpdated }: ProfileFormProps) {
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [password, setPassword] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function save() {
    const fields = { name: name.trim(), email: email.trim(), password, currentPassword };
    const problem = problemWith(user, fields);
    if (problem) {
      toast.error(problem, { id: 'profile-form' });
      return;
    }
    const changes = changesFrom(user, fields);
    if (Object.keys(changes).length === 0) {
      toast.info('Nothing to update: your details are as they were.', { id: 'profile-form' });
      return;
    }
    setSubmitting(true);
    try {
      onUpdated(await updateMe(changes));
      setPassword('');
      setCurrentPassword('');
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
      {needsCurrentPassword(user, email, password) && (
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          hint="Needed to change your email or password"
          value={currentPassword}
          onValueChange={setCurrentPassword}
        />
      )}
      <SubmitButton submitting={submitting} label="Save changes" />
    </form>
  );
}
