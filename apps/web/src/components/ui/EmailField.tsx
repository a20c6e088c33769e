import type { ComponentProps } from 'react';
import { TextField } from './TextField';

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type'>;

/** The e-mail input every account form uses: labelled 'Email', with the right keyboard and autofill. */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      {...props}
    />
  );
}
