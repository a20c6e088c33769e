import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REGISTRATION_MESSAGES } from '@sheetwise/contracts';
import { descriptionOf, findToast, renderPage } from '../../test/render';
import { RegisterForm } from './RegisterForm';
import { FULL_NAME_REQUIRED_MESSAGE } from './validation';

function setup(onSubmit = vi.fn(() => Promise.resolve())) {
  const user = userEvent.setup();
  renderPage(<RegisterForm onSubmit={onSubmit} />);
  const name = screen.getByLabelText('Full name');
  const email = screen.getByLabelText('Email');
  const password = screen.getByLabelText('Password');
  const submit = screen.getByRole('button', { name: 'Create Account' });
  return { user, onSubmit, name, email, password, submit };
}

describe('RegisterForm', () => {
  it('on an empty submit, marks every field, toasts the first problem and focuses it', async () => {
    const { user, onSubmit, name, email, password, submit } = setup();

    await user.click(submit);

    expect(await findToast(FULL_NAME_REQUIRED_MESSAGE)).toBeDefined();
    expect(descriptionOf(name)).toBe(FULL_NAME_REQUIRED_MESSAGE);
    expect(descriptionOf(email)).toBe(REGISTRATION_MESSAGES.invalidEmail);
    expect(descriptionOf(password)).toBe(REGISTRATION_MESSAGES.missingPassword);
    for (const input of [name, email, password]) {
      expect(input.getAttribute('aria-invalid')).toBe('true');
    }
    expect(document.activeElement).toBe(name);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the invalid-email message inline and as a toast', async () => {
    const { user, onSubmit, name, email, password, submit } = setup();
    await user.type(name, 'Ada Lovelace');
    await user.type(email, 'ada.example.com');
    await user.type(password, 'secret1');

    await user.click(submit);

    expect(await findToast(REGISTRATION_MESSAGES.invalidEmail)).toBeDefined();
    expect(descriptionOf(email)).toBe(REGISTRATION_MESSAGES.invalidEmail);
    expect(name.hasAttribute('aria-invalid')).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a short password with the weak-password message', async () => {
    const { user, onSubmit, name, email, password, submit } = setup();
    await user.type(name, 'Ada Lovelace');
    await user.type(email, 'ada@example.com');
    await user.type(password, '12345');

    await user.click(submit);

    expect(await findToast(REGISTRATION_MESSAGES.weakPassword)).toBeDefined();
    expect(descriptionOf(password)).toBe(REGISTRATION_MESSAGES.weakPassword);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a field message as soon as the field is edited', async () => {
    const { user, email, submit } = setup();
    await user.click(submit);
    expect(email.getAttribute('aria-invalid')).toBe('true');

    await user.type(email, 'a');

    expect(email.hasAttribute('aria-invalid')).toBe(false);
    expect(descriptionOf(email)).toBe('');
  });

  it('submits trimmed name and e-mail, and the password as typed', async () => {
    const { user, onSubmit, name, email, password, submit } = setup();
    await user.type(name, '  Ada Lovelace ');
    await user.type(email, ' ada@example.com  ');
    await user.type(password, ' secret1');

    await user.click(submit);

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: ' secret1',
    });
  });

  it('disables the button while submitting and re-enables it afterwards', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { user, name, email, password, submit } = setup(onSubmit);
    await user.type(name, 'Ada');
    await user.type(email, 'ada@example.com');
    await user.type(password, 'secret1');

    await user.click(submit);
    expect(submit).toHaveProperty('disabled', true);
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    finish();
    await vi.waitFor(() => {
      expect(submit).toHaveProperty('disabled', false);
    });
  });
});
