import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GOOGLE_MESSAGES, LOGIN_MESSAGES, REGISTRATION_MESSAGES } from '@sheetwise/contracts';
import { findToast, renderPage } from '../test/render';
import LoginPage from './login';
import RegisterPage from './register';

// Until the auth API is wired, both pages must say that an attempt failed, never stay silent.
describe('auth pages before the API is wired', () => {
  it('login reports the generic failure for a well-formed attempt', async () => {
    const user = userEvent.setup();
    renderPage(<LoginPage />, '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Login to continue' })).toBeDefined();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');

    await user.click(screen.getByRole('button', { name: 'Login to your account' }));

    expect(await findToast(LOGIN_MESSAGES.failed)).toBeDefined();
  });

  it('register reports the generic failure for a well-formed attempt', async () => {
    const user = userEvent.setup();
    renderPage(<RegisterPage />, '/register');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeDefined();
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await findToast(REGISTRATION_MESSAGES.failed)).toBeDefined();
  });

  it.each([
    ['/login', <LoginPage key="login" />],
    ['/register', <RegisterPage key="register" />],
  ])('Login with Google on %s reports the Google failure', async (path, page) => {
    const user = userEvent.setup();
    renderPage(page, path);

    await user.click(screen.getByRole('button', { name: 'Login with Google' }));

    expect(await findToast(GOOGLE_MESSAGES.failed)).toBeDefined();
  });

  it('links each form to the other', () => {
    renderPage(<LoginPage />, '/login');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/register',
    );
  });
});
