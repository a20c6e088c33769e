import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  loginProblems,
  newPasswordProblem,
  prepareRegister,
  registerProblems,
} from './auth-rules';

describe('auth rules', () => {
  it('accepts ordinary addresses and refuses malformed or oversized ones', () => {
    expect(isValidEmail('ada@example.com')).toBe(true);
    expect(isValidEmail('ada.lovelace+statements@mail.example.co.uk')).toBe(true);
    for (const bad of ['', 'ada', 'ada@', '@example.com', 'ada@example', 'a da@example.com']) {
      expect(isValidEmail(bad)).toBe(false);
    }
    expect(isValidEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });

  it('trims names and e-mails but never passwords', () => {
    expect(
      prepareRegister({ name: ' Ada ', email: ' ada@example.com ', password: ' pw ' }),
    ).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      password: ' pw ',
    });
  });

  it('lists registration problems in form order with the spec’s codes', () => {
    expect(registerProblems({ name: '', email: 'x', password: '' }).map((p) => p.code)).toEqual([
      'missing-name',
      'invalid-email',
      'missing-password',
    ]);
    expect(registerProblems({ name: 'A', email: 'a@b.co', password: '12345' })).toEqual([
      {
        field: 'password',
        code: 'weak-password',
        message: 'Password should be at least 6 characters.',
      },
    ]);
    expect(registerProblems({ name: 'A', email: 'a@b.co', password: '123456' })).toEqual([]);
  });

  it('only needs a valid e-mail and some password to try a login', () => {
    expect(loginProblems({ email: 'a@b.co', password: '1' })).toEqual([]);
    expect(loginProblems({ email: 'a@b', password: '' }).map((p) => p.code)).toEqual([
      'invalid-email',
      'missing-password',
    ]);
  });

  it('lets the profile form leave the password blank', () => {
    expect(newPasswordProblem('')).toBeNull();
    expect(newPasswordProblem('short')?.code).toBe('weak-password');
    expect(newPasswordProblem('long enough')).toBeNull();
  });
});
