import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_DELETION_MESSAGES } from '@sheetwise/contracts';
import { stubApi } from '../../test/api-stub';
import { findToast, renderPage } from '../../test/render';
import { ADA, fakeSession } from '../../test/session';
import { DeleteAccountSection } from './DeleteAccountSection';

function renderSection(user = ADA) {
  const session = fakeSession(user);
  renderPage(
    <Routes>
      <Route path="/settings" element={<DeleteAccountSection user={user} />} />
      <Route path="/" element={<h1>Landing page</h1>} />
    </Routes>,
    '/settings',
    session,
  );
  return session;
}

describe('DeleteAccountSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says what is deleted and what is kept, and links to the Terms', () => {
    stubApi({});
    renderSection();
    expect(screen.getByRole('heading', { name: 'Delete account' })).toBeDefined();
    expect(screen.getByText(/removes at once your uploaded files/)).toBeDefined();
    expect(screen.getByText(/Records of payments you made are kept/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'our Terms' }).getAttribute('href')).toBe(
      '/terms#termination',
    );
  });

  it('asks for the password and the typed word before it sends anything', async () => {
    const fetch = stubApi({});
    const user = userEvent.setup();
    renderSection();
    const button = screen.getByRole('button', { name: 'Delete my account' });
    await user.click(button);
    expect(await findToast(ACCOUNT_DELETION_MESSAGES.passwordRequired)).toBeDefined();
    await user.type(screen.getByLabelText('Your password'), 'analytical');
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'delete');
    await user.click(button);
    expect(await findToast(ACCOUNT_DELETION_MESSAGES.confirmationMismatch)).toBeDefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('deletes, signs out here and goes to the landing page with a toast', async () => {
    const fetch = stubApi({ 'DELETE /api/me': { status: 204 } });
    const user = userEvent.setup();
    const session = renderSection();
    await user.type(screen.getByLabelText('Your password'), 'analytical');
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeDefined();
    expect(await findToast(ACCOUNT_DELETION_MESSAGES.deleted)).toBeDefined();
    expect(session.expire).toHaveBeenCalled();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      password: 'analytical',
      confirmation: 'DELETE',
    });
  });

  it('shows the server’s refusal and stays', async () => {
    stubApi({
      'DELETE /api/me': {
        status: 401,
        body: { code: 'wrong-password', message: ACCOUNT_DELETION_MESSAGES.wrongPassword },
      },
    });
    const user = userEvent.setup();
    const session = renderSection();
    await user.type(screen.getByLabelText('Your password'), 'wrong');
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await findToast(ACCOUNT_DELETION_MESSAGES.wrongPassword)).toBeDefined();
    expect(session.expire).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('asks no password of an account made with Google alone', async () => {
    const fetch = stubApi({ 'DELETE /api/me': { status: 204 } });
    const user = userEvent.setup();
    renderSection({ ...ADA, hasPassword: false });
    expect(screen.queryByLabelText('Your password')).toBeNull();
    expect(screen.getByText(ACCOUNT_DELETION_MESSAGES.recentLoginNeeded)).toBeDefined();
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeDefined();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ confirmation: 'DELETE' });
  });
});
