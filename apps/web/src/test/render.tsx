import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast, Toaster } from 'sonner';
import { SessionContext, type Session } from '../features/session/session-context';
import { fakeSession } from './session';

/**
 * Renders `ui` at `path` with the app's toaster mounted and a session (signed out by default), as
 * the real App does.
 */
export function renderPage(ui: ReactElement, path = '/', session: Session = fakeSession()) {
  // Sonner's store outlives each test and replays active toasts to a new Toaster.
  toast.dismiss();
  return render(
    <SessionContext.Provider value={session}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <Toaster />
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

/** Waits for a toast with exactly this text (toasts live in sonner's "Notifications" region). */
export function findToast(text: string) {
  return within(screen.getByRole('region', { name: /notifications/i })).findByText(text);
}

/** The text an input's aria-describedby points at: what a screen reader reads after its label. */
export function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
