import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_MESSAGES } from '@sheetwise/contracts';
import { publicConfig } from '../../lib/public-config';
import { findToast, renderPage } from '../../test/render';
import { ADA, fakeSession } from '../../test/session';
import { SIDEBAR_COLLAPSED_KEY } from './sidebar/sidebar-data';
import { SignedInLayout } from './SignedInLayout';

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

function link(name: string) {
  return screen.getByRole('link', { name });
}

describe('SignedInLayout', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the sidebar entries and marks the one for the current page', () => {
    renderPage(<SignedInLayout />, '/dashboard', fakeSession(ADA));
    expect(link('Dashboard').getAttribute('aria-current')).toBe('page');
    expect(link('Dashboard').className).toContain('bg-brand-50');
    expect(link('Settings').className).not.toContain('bg-brand-50');
    expect(link('My Projects').getAttribute('href')).toBe('/my-projects');
    expect(link('Settings').hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('button', { name: 'Get Support' })).toBeDefined();
    expect(mainNav()).toBeDefined();
  });

  it.each(['/settings/profile', '/settings/'])('keeps Settings active on %s', (path) => {
    renderPage(<SignedInLayout />, path, fakeSession(ADA));
    expect(link('Settings').getAttribute('aria-current')).toBe('page');
    expect(link('Dashboard').hasAttribute('aria-current')).toBe(false);
  });

  it('greets the user and shows the plan in the user block', () => {
    renderPage(<SignedInLayout />, '/dashboard', fakeSession({ ...ADA, planType: 'Pro' }));
    expect(screen.getByText('Hi Ada Lovelace')).toBeDefined();
    expect(screen.getByText('Ada Lovelace')).toBeDefined();
    expect(screen.getByText('Pro User')).toBeDefined();
    expect(screen.getByText('AL')).toBeDefined();
  });

  it('shows a skeleton in the user block while the session is unknown', () => {
    renderPage(<SignedInLayout />, '/dashboard', {
      ...fakeSession(),
      status: 'unknown',
      user: null,
    });
    expect(screen.getByText('Loading your account')).toBeDefined();
    expect(screen.queryByText(/^(Trial|Starter|Pro) User$/)).toBeNull();
    expect(screen.queryByText(/^Hi /)).toBeNull();
  });

  it('collapses to icons, hides the upgrade card and remembers it across reloads', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPage(<SignedInLayout />, '/dashboard', fakeSession(ADA));
    expect(link('Upgrade Now').getAttribute('href')).toBe('/settings');
    const collapse = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');

    await user.click(collapse);

    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(expand).toBe(document.activeElement);
    expect(screen.queryByRole('link', { name: 'Upgrade Now' })).toBeNull();
    // Icon-only, but every entry keeps its name for screen readers.
    expect(link('Settings')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeDefined();
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');

    unmount();
    renderPage(<SignedInLayout />, '/dashboard', fakeSession(ADA));
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('false');
  });

  it('copies the support address from Get Support and says so in the spec’s words', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderPage(<SignedInLayout />, '/dashboard', fakeSession(ADA));
    await user.click(screen.getByRole('button', { name: 'Get Support' }));
    expect(writeText).toHaveBeenCalledWith(publicConfig.supportEmail);
    expect(await findToast(SUPPORT_MESSAGES.sidebarCopied)).toBeDefined();
  });

  it('signs out from Logout', async () => {
    const user = userEvent.setup();
    const session = fakeSession(ADA);
    renderPage(<SignedInLayout />, '/dashboard', session);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(session.signOut).toHaveBeenCalled();
  });
});
