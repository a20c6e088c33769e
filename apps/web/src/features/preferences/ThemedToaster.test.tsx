import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Theme } from '@sheetwise/contracts';
import { THEME_STORAGE_KEY } from '../../lib/theme';
import { SessionContext, type Session } from '../session/session-context';
import { ADA, fakeSession } from '../../test/session';
import { ThemedToaster } from './ThemedToaster';

/** A device whose dark setting the test can flip, telling listeners as a browser does. */
function fakeDevice(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockReturnValue(query as unknown as MediaQueryList);
  return {
    setDark(next: boolean) {
      dark = next;
      act(() => {
        listeners.forEach((listener) => {
          listener();
        });
      });
    },
  };
}

const signedInWith = (theme: Theme) =>
  fakeSession({ ...ADA, preferences: { ...ADA.preferences, theme } });

function renderWith(session: Session) {
  return render(
    <SessionContext.Provider value={session}>
      <ThemedToaster />
    </SessionContext.Provider>,
  );
}

const isDark = () => document.documentElement.classList.contains('dark');

describe('ThemedToaster', () => {
  beforeEach(() => {
    document.documentElement.classList.remove('dark');
    localStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("applies the signed-in user's theme whatever the device says, and remembers it", () => {
    fakeDevice(false);
    renderWith(signedInWith('dark'));
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('follows the device live when the choice is System', () => {
    const device = fakeDevice(false);
    renderWith(signedInWith('system'));
    expect(isDark()).toBe(false);
    device.setDark(true);
    expect(isDark()).toBe(true);
    device.setDark(false);
    expect(isDark()).toBe(false);
  });

  it('follows the device for a visitor and forgets the last choice', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    fakeDevice(true);
    renderWith(fakeSession());
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('keeps the last choice while the session is being asked about', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    fakeDevice(false);
    renderWith({ ...fakeSession(), status: 'unknown', user: null });
    expect(isDark()).toBe(true);
  });
});
