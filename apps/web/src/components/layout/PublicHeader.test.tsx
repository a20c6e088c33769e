import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublicHeader } from './PublicHeader';

function renderHeaderAt(path: string, homeHref?: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PublicHeader homeHref={homeHref} />
    </MemoryRouter>,
  );
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

  it('points the logo at / by default', () => {
    renderHeaderAt('/');
    expect(screen.getByRole('link', { name: 'Sheetwise' }).getAttribute('href')).toBe('/');
  });

  it('points the logo at the given home', () => {
    renderHeaderAt('/', '/dashboard');
    expect(screen.getByRole('link', { name: 'Sheetwise' }).getAttribute('href')).toBe('/dashboard');
  });
});
