import {
  forgotPasswordProblems,
  loginProblems,
  registerProblems,
  resetPasswordProblems,
  type ForgotPasswordValues,
  type LoginValues,
  type Problem,
  type RegisterValues,
  type ResetPasswordValues,
} from '@sheetwise/contracts';

export {
  FULL_NAME_REQUIRED_MESSAGE,
  prepareLogin,
  prepareRegister,
  type LoginValues,
  type RegisterValues,
  type ForgotPasswordValues,
  type ResetPasswordValues,
} from '@sheetwise/contracts';

/** One message per invalid field, in the order the fields appear on the form. */
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/*
 * The rules live in @sheetwise/contracts so the server refuses the same input with the same
 * message; the forms only need them keyed by field.
 */
function byField<Field extends string>(problems: Problem<Field>[]): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const problem of problems) errors[problem.field] ??= problem.message;
  return errors;
}

export function validateLogin(values: LoginValues): FieldErrors<LoginValues> {
  return byField(loginProblems(values));
}

export function validateRegister(values: RegisterValues): FieldErrors<RegisterValues> {
  return byField(registerProblems(values));
}

export function prepareForgotPassword(values: ForgotPasswordValues): ForgotPasswordValues {
  return { email: values.email.trim() };
}

export function validateForgotPassword(
  values: ForgotPasswordValues,
): FieldErrors<ForgotPasswordValues> {
  return byField(forgotPasswordProblems(values));
}

export function validateResetPassword(
  values: ResetPasswordValues,
): FieldErrors<ResetPasswordValues> {
  return byField(resetPasswordProblems(values));
}
