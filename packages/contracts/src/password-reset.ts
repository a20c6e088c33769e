import { z } from 'zod';
import { AUTH_ERROR_CODES, isValidEmail, passwordProblem, type Problem } from './auth-rules';
import { PASSWORD_MIN_LENGTH } from './limits';
import { REGISTRATION_MESSAGES } from './messages';

/**
 * Password reset by e-mail (ours: the spec has no reset). The forgotten-password request always
 * answers alike, so it cannot be used to learn which addresses have accounts.
 */

/** The web page an e-mailed link opens, with the token in its `token` query parameter. */
export const RESET_PASSWORD_PAGE = '/reset-password';

/** A reset link works once, for this long after it was asked for. */
export const PASSWORD_RESET_TTL_MS = 30 * 60 * 1000;

const field = z.string().max(4096);

export const ForgotPasswordRequest = z.object({ email: field });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

export const ForgotPasswordAccepted = z.object({ message: z.string() });
export type ForgotPasswordAccepted = z.infer<typeof ForgotPasswordAccepted>;

export const ResetPasswordRequest = z.object({
  token: z.string().max(200),
  password: field,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const PASSWORD_RESET_ERROR_CODES = {
  invalidToken: 'invalid-reset-token',
} as const;

export const PASSWORD_RESET_MESSAGES = {
  /** The same words whether or not the address has an account. */
  requested: `If an account uses that e-mail address, we have sent it a link to reset the password. The link works once, within ${PASSWORD_RESET_TTL_MS / 60_000} minutes.`,
  invalidToken:
    'This password reset link is invalid, has expired or has already been used. Please ask for a new one.',
  tooManyRequests: 'Too many password reset requests. Please wait 15 minutes and try again.',
  passwordsDiffer: 'The two passwords do not match.',
  hint: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  failed: 'Password reset failed. Please try again.',
  success: 'Your password has been reset. Log in with your new password.',
} as const;

export interface ForgotPasswordValues {
  email: string;
}

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

export function forgotPasswordProblems(values: ForgotPasswordValues): Problem<'email'>[] {
  return isValidEmail(values.email)
    ? []
    : [
        {
          field: 'email',
          code: AUTH_ERROR_CODES.invalidEmail,
          message: REGISTRATION_MESSAGES.invalidEmail,
        },
      ];
}

/** The new password follows registration's rule; the confirmation is the form's own check. */
export function resetPasswordProblems(
  values: ResetPasswordValues,
): Problem<keyof ResetPasswordValues>[] {
  const problem = passwordProblem(values.password);
  if (problem) return [problem];
  if (values.confirmPassword !== values.password) {
    return [
      {
        field: 'confirmPassword',
        code: 'passwords-differ',
        message: PASSWORD_RESET_MESSAGES.passwordsDiffer,
      },
    ];
  }
  return [];
}
