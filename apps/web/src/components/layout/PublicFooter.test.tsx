import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_MESSAGES } from '@sheetwise/contracts';
import { publicConfig } from '../../lib/public-config';
import { findToast, renderPage } from '../../test/render';
import { PublicFooter } from './PublicFooter';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PublicFooter', () => {
  it('links to the legal pages', () => {
    renderPage(<PublicFooter />);
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy',
    );
  });

  it('copies the support address on Contact and confirms with a toast naming it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderPage(<PublicFooter />);

    await user.click(screen.getByRole('button', { name: 'Contact' }));

    expect(writeText).toHaveBeenCalledWith(publicConfig.supportEmail);
    expect(
      await findToast(SUPPORT_MESSAGES.contactCopied(publicConfig.supportEmail)),
    ).toBeDefined();
  });

  it('shows the current year', () => {
    renderPage(<PublicFooter />);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Sheetwise`))).toBeDefined();
  });
});
