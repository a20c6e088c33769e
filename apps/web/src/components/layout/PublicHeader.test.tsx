import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Me } from '@sheetwise/contracts';
import { renderPage } from '../../test/render';
import { ADA, fakeSession } from '../../test/session';
import { PublicHeader } from './PublicHeader';

function renderHeaderAt(path: string, user: Me | null = null) {
  renderPage(<PublicHeader />, path, fakeSession(user));
}

describe('PublicHeader', () => {
  it('links Features and Pricing to the landing page sections on /', () => {
    renderHeaderAt('/');
    expect(screen.getByRole('link', { name: 'Features' }).getAttribute('href')).toBe('/#features');
    expect(screen.getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/#pricing');
  });

  it.each(['/terms', '/privacy', '/login', '/register', '/terms/'])(
    'hides Features and Pricing on %s',
    (path) => {
      renderHeaderAt(path);
      expect(screen.queryByRole('link', { name: 'Features' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Pricing' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Sign In' })).toBeDefined();
    },
  );

  it('offers Sign In and Create Account', () => {
    renderHeaderAt('/');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe(
      '/register',
    );
  });

  it('marks the account link of the current page', () => {
    renderHeaderAt('/login');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Create Account' }).hasAttribute('aria-current')).toBe(
      false,
    );
  });

  it('points the logo at / for a visitor', () => {
    renderHeaderAt('/');
    expect(screen.getByRole('link', { name: 'Sheetwise' }).getAttribute('href')).toBe('/');
  });

  it('greets a signed-in user, hides the section links and leads back to the dashboard', () => {
    renderHeaderAt('/', ADA);
    expect(screen.getByText('Hi Ada Lovelace')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Features' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sheetwise' }).getAttribute('href')).toBe('/dashboard');
  });

  it.each([
    [{ ...ADA, name: '' }, 'Hi ada@example.com'],
    [{ ...ADA, name: '', email: '' }, 'Hi User'],
  ])('falls back from the name to the e-mail to User', (user, greeting) => {
    renderHeaderAt('/', user);
    expect(screen.getByText(greeting)).toBeDefined();
  });
});
