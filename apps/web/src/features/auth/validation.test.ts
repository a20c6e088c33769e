import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, PASSWORD_MIN_LENGTH, REGISTRATION_MESSAGES } from '@sheetwise/contracts';
import {
  FULL_NAME_REQUIRED_MESSAGE,
  prepareLogin,
  prepareRegister,
  validateLogin,
  validateRegister,
} from './validation';

const good = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'a'.repeat(6) };

describe('validateRegister', () => {
  it('accepts a complete registration', () => {
    expect(validateRegister(good)).toEqual({});
  });

  it('requires a full name', () => {
    expect(validateRegister({ ...good, name: '' })).toEqual({ name: FULL_NAME_REQUIRED_MESSAGE });
  });

  it.each(['', 'ada', 'ada@', 'ada@example', '@example.com', 'ada @example.com'])(
    'rejects the e-mail %j',
    (email) => {
      expect(validateRegister({ ...good, email })).toEqual({
        email: REGISTRATION_MESSAGES.invalidEmail,
      });
    },
  );

  it('asks for a missing password', () => {
    expect(validateRegister({ ...good, password: '' })).toEqual({
      password: REGISTRATION_MESSAGES.missingPassword,
    });
  });

  it('rejects a password shorter than the minimum and accepts one of exactly the minimum', () => {
    const short = 'a'.repeat(PASSWORD_MIN_LENGTH - 1);
    expect(validateRegister({ ...good, password: short })).toEqual({
      password: REGISTRATION_MESSAGES.weakPassword,
    });
    expect(validateRegister({ ...good, password: 'a'.repeat(PASSWORD_MIN_LENGTH) })).toEqual({});
  });

  it('reports every invalid field in form order', () => {
    const errors = validateRegister({ name: '', email: 'x', password: '' });
    expect(Object.keys(errors)).toEqual(['name', 'email', 'password']);
  });
});

describe('validateLogin', () => {
  it('accepts an e-mail and any non-empty password', () => {
    expect(validateLogin({ email: 'ada@example.com', password: 'x' })).toEqual({});
  });

  it('rejects a malformed e-mail', () => {
    expect(validateLogin({ email: 'ada.example.com', password: 'x' })).toEqual({
      email: LOGIN_MESSAGES.invalidEmail,
    });
  });

  it('asks for a missing password', () => {
    expect(validateLogin({ email: 'ada@example.com', password: '' })).toEqual({
      password: 'Please enter a password.',
    });
  });
});

describe('prepare', () => {
  it('trims name and e-mail but keeps the password exactly as typed', () => {
    expect(
      prepareRegister({ name: '  Ada ', email: ' ada@example.com ', password: ' pw ' }),
    ).toEqual({ name: 'Ada', email: 'ada@example.com', password: ' pw ' });
    expect(prepareLogin({ email: '\tada@example.com\n', password: ' pw' })).toEqual({
      email: 'ada@example.com',
      password: ' pw',
    });
  });

  it('turns a name of only spaces into a missing name', () => {
    expect(validateRegister(prepareRegister({ ...good, name: '   ' }))).toEqual({
      name: FULL_NAME_REQUIRED_MESSAGE,
    });
  });
});
