import { PASSWORD_MIN_LENGTH } from './limits';
import { LOGIN_MESSAGES, REGISTRATION_MESSAGES } from './messages';

/**
 * The sign-up and sign-in rules of spec section 5, shared by the forms and the server so that both
 * refuse the same input with the same code and message.
 */

export const AUTH_ERROR_CODES = {
  missingName: 'missing-name',
  invalidEmail: 'invalid-email',
  missingPassword: 'missing-password',
  weakPassword: 'weak-password',
  emailAlreadyInUse: 'email-already-in-use',
  userNotFound: 'user-not-found',
  wrongPassword: 'wrong-password',
  tooManyRequests: 'too-many-requests',
  requiresRecentLogin: 'requires-recent-login',
  currentPasswordRequired: 'current-password-required',
  unauthenticated: 'unauthenticated',
} as const;

/** Ours: the spec requires a full name but gives no message for a missing one. */
export const FULL_NAME_REQUIRED_MESSAGE = 'Please enter your full name.';

export const MAX_NAME_LENGTH = 200;
export const MAX_EMAIL_LENGTH = 254;
/** Long enough for any passphrase, short enough that hashing it cannot be used to tie up the server. */
export const MAX_PASSWORD_LENGTH = 256;

// One @, something on each side, a dot in the domain, no spaces: what the provider the spec was
// written against accepts, and enough to catch typos. Delivery is the real test.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface LoginValues {
  email: string;
  password: string;
}

export interface RegisterValues extends LoginValues {
  name: string;
}

export interface Problem<Field extends string> {
  field: Field;
  code: string;
  message: string;
}

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

/** Trims what people mistype with spaces; passwords are kept exactly as typed. */
export function prepareLogin(values: LoginValues): LoginValues {
  return { email: values.email.trim(), password: values.password };
}

export function prepareRegister(values: RegisterValues): RegisterValues {
  return { name: values.name.trim(), ...prepareLogin(values) };
}

/** Registration's rule for a password; a password reset sets one by the same rule. */
export function passwordProblem(password: string): Problem<'password'> | null {
  if (password === '') {
    return {
      field: 'password',
      code: AUTH_ERROR_CODES.missingPassword,
      message: REGISTRATION_MESSAGES.missingPassword,
    };
  }
  if (password.length < PASSWORD_MIN_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
    return {
      field: 'password',
      code: AUTH_ERROR_CODES.weakPassword,
      message: REGISTRATION_MESSAGES.weakPassword,
    };
  }
  return null;
}

/** Every problem with prepared sign-in values, in the order the fields appear on the form. */
export function loginProblems(values: LoginValues): Problem<keyof LoginValues>[] {
  const problems: Problem<keyof LoginValues>[] = [];
  if (!isValidEmail(values.email)) {
    problems.push({
      field: 'email',
      code: AUTH_ERROR_CODES.invalidEmail,
      message: LOGIN_MESSAGES.invalidEmail,
    });
  }
  if (values.password === '') {
    problems.push({
      field: 'password',
      code: AUTH_ERROR_CODES.missingPassword,
      message: REGISTRATION_MESSAGES.missingPassword,
    });
  }
  return problems;
}

/** Every problem with prepared sign-up values, in the order the fields appear on the form. */
export function registerProblems(values: RegisterValues): Problem<keyof RegisterValues>[] {
  const problems: Problem<keyof RegisterValues>[] = [];
  if (values.name === '' || values.name.length > MAX_NAME_LENGTH) {
    problems.push({
      field: 'name',
      code: AUTH_ERROR_CODES.missingName,
      message: FULL_NAME_REQUIRED_MESSAGE,
    });
  }
  if (!isValidEmail(values.email)) {
    problems.push({
      field: 'email',
      code: AUTH_ERROR_CODES.invalidEmail,
      message: REGISTRATION_MESSAGES.invalidEmail,
    });
  }
  const password = passwordProblem(values.password);
  if (password) problems.push(password);
  return problems;
}

/** The rule for a new password on the profile form: optional, but if given, strong enough. */
export function newPasswordProblem(password: string): Problem<'password'> | null {
  return password === '' ? null : passwordProblem(password);
}
