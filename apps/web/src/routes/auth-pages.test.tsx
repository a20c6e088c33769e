import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_MESSAGES, LOGIN_MESSAGES, REGISTRATION_MESSAGES } from '@sheetwise/contracts';
import { findToast, renderPage } from '../test/render';
import { ADA, fakeSession } from '../test/session';
import LoginPage from './login';
import RegisterPage from './register';

function answer(status: number, body: unknown) {
  return vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
}

async function fillLogin() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Login to your account' }));
}

describe('auth pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('login signs in with what the server answers and says so', async () => {
    const fetch = answer(200, { user: ADA });
    vi.stubGlobal('fetch', fetch);
    const session = fakeSession();
    renderPage(<LoginPage />, '/login', session);
    await fillLogin();
    expect(await findToast(LOGIN_MESSAGES.success)).toBeDefined();
    expect(session.signIn).toHaveBeenCalledWith(ADA);
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/login',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('login shows the server’s message for a case the spec names', async () => {
    vi.stubGlobal(
      'fetch',
      answer(401, { code: 'wrong-password', message: LOGIN_MESSAGES.wrongPassword }),
    );
    renderPage(<LoginPage />, '/login');
    await fillLogin();
    expect(await findToast(LOGIN_MESSAGES.wrongPassword)).toBeDefined();
  });

  it('login falls back to the generic message for anything else', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    renderPage(<LoginPage />, '/login');
    await fillLogin();
    expect(await findToast(LOGIN_MESSAGES.failed)).toBeDefined();
  });

  it('register shows the server’s refusal, or the generic failure', async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, {
        code: 'email-already-in-use',
        message: REGISTRATION_MESSAGES.emailAlreadyInUse,
      }),
    );
    const user = userEvent.setup();
    renderPage(<RegisterPage />, '/register');
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await findToast(REGISTRATION_MESSAGES.emailAlreadyInUse)).toBeDefined();

    vi.stubGlobal('fetch', answer(500, { code: 'internal', message: 'Something went wrong' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await findToast(REGISTRATION_MESSAGES.failed)).toBeDefined();
  });

  it.each([
    ['/login', <LoginPage key="login" />],
    ['/register', <RegisterPage key="register" />],
  ])('Login with Google on %s says so when the browser blocks the popup', async (path, page) => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    const user = userEvent.setup();
    renderPage(page, path);
    await user.click(screen.getByRole('button', { name: 'Login with Google' }));
    expect(await findToast(GOOGLE_MESSAGES.popupBlocked)).toBeDefined();
  });

  it('links each form to the other', () => {
    renderPage(<LoginPage />, '/login');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/register',
    );
  });
});
