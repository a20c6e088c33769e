import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LOGIN_MESSAGES, REGISTRATION_MESSAGES } from '@sheetwise/contracts';
import { descriptionOf, findToast, renderPage } from '../../test/render';
import { LoginForm } from './LoginForm';

function setup() {
  const user = userEvent.setup();
  const onSubmit = vi.fn(() => Promise.resolve());
  renderPage(<LoginForm onSubmit={onSubmit} />);
  return {
    user,
    onSubmit,
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Login to your account' }),
  };
}

describe('LoginForm', () => {
  it('uses the browser autofill hints for an existing account', () => {
    const { email, password } = setup();
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
  });

  it('rejects a malformed e-mail inline and as a toast', async () => {
    const { user, onSubmit, email, password, submit } = setup();
    await user.type(email, 'ada@');
    await user.type(password, 'secret1');

    await user.click(submit);

    expect(await findToast(LOGIN_MESSAGES.invalidEmail)).toBeDefined();
    expect(descriptionOf(email)).toBe(LOGIN_MESSAGES.invalidEmail);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a missing password', async () => {
    const { user, onSubmit, email, password, submit } = setup();
    await user.type(email, 'ada@example.com');

    await user.click(submit);

    expect(await findToast(REGISTRATION_MESSAGES.missingPassword)).toBeDefined();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed e-mail with any non-empty password', async () => {
    const { user, onSubmit, email, password, submit } = setup();
    await user.type(email, ' ada@example.com ');
    await user.type(password, 'x');

    await user.click(submit);

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: 'ada@example.com', password: 'x' });
  });
});
