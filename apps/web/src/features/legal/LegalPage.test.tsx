import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEGAL_LAST_UPDATED } from '@sheetwise/contracts';
import { publicConfig } from '../../lib/public-config';
import PrivacyPage from '../../routes/privacy';
import TermsPage from '../../routes/terms';
import { renderPage } from '../../test/render';

function pageText() {
  return screen.getByRole('main').textContent;
}

describe('Terms of Service', () => {
  it('is titled, dated and has its own document title', () => {
    renderPage(<TermsPage />, '/terms');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeDefined();
    expect(screen.getByText(`Last updated ${LEGAL_LAST_UPDATED}`)).toBeDefined();
    expect(document.title).toBe('Terms of Service · Sheetwise');
  });

  it('states the commitments the spec requires', () => {
    renderPage(<TermsPage />, '/terms');
    const text = pageText();
    expect(text).toContain('You must be 18 years of age or older');
    expect(text).toContain("at least 10 days' notice");
    expect(text).toContain('we delete its data within 30 days');
    expect(text).toContain('backups are deleted within 90 days');
    expect(text).toContain('limited to INR 5,000 or the fees you paid us in the 12 months');
  });

  it('lists every section in its table of contents', () => {
    renderPage(<TermsPage />, '/terms');
    const sections = screen.getAllByRole('heading', { level: 2 }).slice(1);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = Array.from(contents.querySelectorAll('a'));
    expect(links.map((link) => link.textContent)).toEqual(sections.map((h) => h.textContent));
    for (const link of links) {
      const target = document.querySelector(link.getAttribute('href') ?? '');
      expect(target?.tagName).toBe('SECTION');
    }
  });

  it('hides the landing page section links in its header', () => {
    renderPage(<TermsPage />, '/terms');
    expect(screen.queryByRole('link', { name: 'Features' })).toBeNull();
  });
});

describe('Privacy Policy', () => {
  it('explains collection, retention and security, and how to reach us', () => {
    renderPage(<PrivacyPage />, '/privacy');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeDefined();
    const text = pageText();
    expect(text).toContain('we never see or store card numbers');
    expect(text).toContain('within 30 days');
    expect(text).toContain('within 90 days');
    expect(text).toContain('argon2id');
    expect(text).toContain('httpOnly');
    const mail = screen.getByRole('link', { name: publicConfig.supportEmail });
    expect(mail.getAttribute('href')).toBe(`mailto:${publicConfig.supportEmail}`);
  });
});
