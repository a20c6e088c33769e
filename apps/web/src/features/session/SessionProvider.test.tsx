import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA } from '../../test/session';
import { SessionProvider } from './SessionProvider';
import { useSession } from './session-context';

function Status() {
  const session = useSession();
  return <p>{session.user ? `${session.status}:${session.user.email}` : session.status}</p>;
}

function stubFetch(status: number, body?: unknown) {
  const fetch = vi.fn(() =>
    Promise.resolve(new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderProvider() {
  render(
    <SessionProvider>
      <Status />
    </SessionProvider>,
  );
}

describe('SessionProvider', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('treats a browser that never signed in as a visitor without asking the server', () => {
    const fetch = stubFetch(200, ADA);
    renderProvider();
    expect(screen.getByText('unauthenticated')).toBeDefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the server when this browser has signed in, and keeps its login time', async () => {
    localStorage.setItem('auth_login_time', String(Date.now() - 1000));
    const fetch = stubFetch(200, ADA);
    renderProvider();
    expect(screen.getByText('unknown')).toBeDefined();
    expect(await screen.findByText(`authenticated:${ADA.email}`)).toBeDefined();
    expect(fetch).toHaveBeenCalledWith('/api/me', expect.objectContaining({ method: 'GET' }));
    expect(localStorage.getItem('auth_login_time')).toBe(String(ADA.loginTime));
  });

  it('forgets a login the server no longer knows', async () => {
    localStorage.setItem('auth_login_time', String(Date.now() - 1000));
    stubFetch(401, { code: 'unauthenticated', message: 'Please sign in to continue.' });
    renderProvider();
    expect(await screen.findByText('unauthenticated')).toBeDefined();
    expect(localStorage.getItem('auth_login_time')).toBeNull();
  });

  it('signs out a login older than 24 hours at once, and tells the server', () => {
    localStorage.setItem('auth_login_time', String(Date.now() - 25 * 60 * 60 * 1000));
    const fetch = stubFetch(204);
    renderProvider();
    expect(screen.getByText('unauthenticated')).toBeDefined();
    expect(localStorage.getItem('auth_login_time')).toBeNull();
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
