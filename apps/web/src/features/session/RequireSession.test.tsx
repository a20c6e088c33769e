import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { ADA, fakeSession } from '../../test/session';
import { RequireSession } from './RequireSession';

function routes() {
  return (
    <Routes>
      <Route path="/" element={<p>Landing</p>} />
      <Route path="/login" element={<p>Sign in</p>} />
      <Route
        path="*"
        element={
          <RequireSession>
            <p>Signed-in page</p>
          </RequireSession>
        }
      />
    </Routes>
  );
}

describe('RequireSession', () => {
  it('shows the page to a signed-in user', () => {
    renderPage(routes(), '/my-projects', fakeSession(ADA));
    expect(screen.getByText('Signed-in page')).toBeDefined();
  });

  it('sends a signed-out visitor home from the signed-in pages', () => {
    renderPage(routes(), '/dashboard');
    expect(screen.getByText('Landing')).toBeDefined();
  });

  it('sends a signed-out visitor to sign in from My Projects, as its spec says', () => {
    renderPage(routes(), '/my-projects');
    expect(screen.getByText('Sign in')).toBeDefined();
  });
});
