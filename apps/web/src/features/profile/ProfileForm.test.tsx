import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_MESSAGES } from '@sheetwise/contracts';
import { findToast, renderPage } from '../../test/render';
import { ADA } from '../../test/session';
import { ProfileForm } from './ProfileForm';

function respond(status: number, body?: unknown) {
  const fetch = vi.fn(() =>
    Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('ProfileForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends only what changed and reports success', async () => {
    const fetch = respond(200, { user: { ...ADA, name: 'Ada King' } });
    const onUpdated = vi.fn();
    const user = userEvent.setup();
    renderPage(<ProfileForm user={ADA} onUpdated={onUpdated} />);
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Ada King');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await findToast(PROFILE_MESSAGES.success)).toBeDefined();
    expect(onUpdated).toHaveBeenCalledWith({ ...ADA, name: 'Ada King' });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Ada King' });
  });

  it('asks for the current password with a new e-mail, and sends it', async () => {
    const fetch = respond(200, { user: { ...ADA, email: 'new@example.com' } });
    const user = userEvent.setup();
    renderPage(<ProfileForm user={ADA} onUpdated={vi.fn()} />);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await findToast(PROFILE_MESSAGES.currentPasswordRequired)).toBeDefined();
    expect(fetch).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Current password'), 'analytical');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await findToast(PROFILE_MESSAGES.success)).toBeDefined();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      email: 'new@example.com',
      currentPassword: 'analytical',
    });
  });

  it('asks no current password of an account made with Google alone', async () => {
    respond(200, { user: { ...ADA, hasPassword: false } });
    const user = userEvent.setup();
    renderPage(<ProfileForm user={{ ...ADA, hasPassword: false }} onUpdated={vi.fn()} />);
    await user.type(screen.getByLabelText('Password'), 'first password');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await findToast(PROFILE_MESSAGES.success)).toBeDefined();
  });

  it('shows the security alert when the sign-in is too old for an e-mail change', async () => {
    respond(403, { code: 'requires-recent-login', message: PROFILE_MESSAGES.requiresRecentLogin });
    const user = userEvent.setup();
    renderPage(<ProfileForm user={ADA} onUpdated={vi.fn()} />);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Current password'), 'analytical');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await findToast(PROFILE_MESSAGES.requiresRecentLogin)).toBeDefined();
  });

  it('falls back to the generic message when the error has none', async () => {
    respond(502);
    const user = userEvent.setup();
    renderPage(<ProfileForm user={ADA} onUpdated={vi.fn()} />);
    await user.type(screen.getByLabelText('Password'), 'new password');
    await user.type(screen.getByLabelText('Current password'), 'analytical');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await findToast(PROFILE_MESSAGES.failed)).toBeDefined();
  });
});
