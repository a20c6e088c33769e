import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_MESSAGES, REGISTRATION_MESSAGES } from '@sheetwise/contracts';
import { findToast, renderPage } from '../test/render';
import { ADA, fakeSession } from '../test/session';
import ForgotPasswordPage from './forgot-password';
import LoginPage from './login';
import ResetPasswordPage from './reset-password';

function answer(status: number, body?: unknown) {
  return vi.fn(() =>
    Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );
}

function resetAt(path: string, session = fakeSession()) {
  return renderPage(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/login" element={<h1>Login page</h1>} />
    </Routes>,
    path,
    session,
  );
}

describe('password reset pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('the login form links to the forgotten-password page', () => {
    renderPage(<LoginPage />, '/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('asks for a valid address, then confirms in words that reveal nothing', async () => {
    const fetch = answer(202, { message: PASSWORD_RESET_MESSAGES.requested });
    vi.stubGlobal('fetch', fetch);
    renderPage(<ForgotPasswordPage />, '/forgot-password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await findToast(REGISTRATION_MESSAGES.invalidEmail)).toBeDefined();
    expect(fetch).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      PASSWORD_RESET_MESSAGES.requested,
    );
    expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull();
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/forgot-password',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'ada@example.com' }),
      }),
    );
  });

  it('sets the new password with the link’s token and sends the visitor to log in', async () => {
    const fetch = answer(204);
    vi.stubGlobal('fetch', fetch);
    const session = fakeSession(ADA);
    resetAt('/reset-password?token=tok_123', session);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'brand new');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand nex');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await findToast(PASSWORD_RESET_MESSAGES.passwordsDiffer)).toBeDefined();
    expect(fetch).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'brand new');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await findToast(PASSWORD_RESET_MESSAGES.success)).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeDefined();
    expect(session.expire).toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/reset-password',
      expect.objectContaining({
        body: JSON.stringify({ token: 'tok_123', password: 'brand new' }),
      }),
    );
  });

  it('shows the server’s words for a dead link, and says so without a token', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { code: 'invalid-reset-token', message: PASSWORD_RESET_MESSAGES.invalidToken }),
    );
    const { unmount } = resetAt('/reset-password?token=old');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'brand new');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand new');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await findToast(PASSWORD_RESET_MESSAGES.invalidToken)).toBeDefined();
    unmount();

    resetAt('/reset-password');
    expect(screen.getByRole('alert').textContent).toBe(PASSWORD_RESET_MESSAGES.invalidToken);
    expect(screen.getByRole('link', { name: 'Ask for a new one' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
