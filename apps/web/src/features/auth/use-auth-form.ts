import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import type { FieldErrors } from './validation';

interface AuthFormOptions<T> {
  initialValues: T;
  prepare: (values: T) => T;
  validate: (values: T) => FieldErrors<T>;
  onSubmit: (values: T) => Promise<void>;
  /** One toast per form, replaced on each attempt instead of stacking. */
  toastId: string;
}

/**
 * State and submit flow shared by the sign-in forms: validate in code (the forms are noValidate
 * so the spec's own messages show), report the first problem as a toast, mark every bad field
 * inline, focus the first one, and block double submits while onSubmit runs.
 */
export function useAuthForm<T extends { [K in keyof T]: string }>(options: AuthFormOptions<T>) {
  const { initialValues, prepare, validate, onSubmit, toastId } = options;
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [submitting, setSubmitting] = useState(false);

  function field(name: keyof T & string) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onValueChange: (value: string) => {
        setValues((current) => ({ ...current, [name]: value }));
        // The old message no longer describes what is in the field.
        setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  }

  async function submit(form: HTMLFormElement) {
    const prepared = prepare(values);
    const found = validate(prepared);
    setErrors(found);
    const fieldNames = Object.keys(found) as (keyof T & string)[];
    const firstInvalid = fieldNames.find((name) => found[name]);
    const message = firstInvalid && found[firstInvalid];
    if (firstInvalid && message) {
      toast.error(message, { id: toastId });
      const input = form.elements.namedItem(firstInvalid);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(prepared);
    } finally {
      setSubmitting(false);
    }
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!submitting) void submit(event.currentTarget);
  }

  return { field, submitting, handleSubmit };
}
