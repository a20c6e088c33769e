import { describe, expect, it } from 'vitest';
import {
  PASSWORD_RESET_MESSAGES,
  forgotPasswordProblems,
  resetPasswordProblems,
} from './password-reset';

describe('password reset rules', () => {
  it('asks for a valid e-mail address', () => {
    expect(forgotPasswordProblems({ email: 'ada@example.com' })).toEqual([]);
    expect(forgotPasswordProblems({ email: 'ada@' })).toEqual([
      { field: 'email', code: 'invalid-email', message: 'Please enter a valid email address.' },
    ]);
  });

  it('holds a new password to the sign-up rule, then to its confirmation', () => {
    expect(resetPasswordProblems({ password: '', confirmPassword: '' })).toEqual([
      { field: 'password', code: 'missing-password', message: 'Please enter a password.' },
    ]);
    expect(resetPasswordProblems({ password: '12345', confirmPassword: '12345' })).toEqual([
      {
        field: 'password',
        code: 'weak-password',
        message: 'Password should be at least 6 characters.',
      },
    ]);
    expect(resetPasswordProblems({ password: 'secret1', confirmPassword: 'secret2' })).toEqual([
      {
        field: 'confirmPassword',
        code: 'passwords-differ',
        message: PASSWORD_RESET_MESSAGES.passwordsDiffer,
      },
    ]);
    expect(resetPasswordProblems({ password: ' secret ', confirmPassword: ' secret ' })).toEqual(
      [],
    );
  });

  it('tells how long a link lasts in the same words for every address', () => {
    expect(PASSWORD_RESET_MESSAGES.requested).toBe(
      'If an account uses that e-mail address, we have sent it a link to reset the password. The link works once, within 30 minutes.',
    );
  });
});
