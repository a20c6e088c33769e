import type { Theme } from '@sheetwise/contracts';

/** What the page is shown in once 'system' is settled. */
export type ResolvedTheme = 'light' | 'dark';

/*
 * The last theme chosen, kept so that the next page load paints in it before the server has said
 * who is signed in. public/theme-boot.js reads the same key before the first paint; its test
 * keeps the two in step.
 */
export const THEME_STORAGE_KEY = 'sheetwise-theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

export function systemPrefersDark(): boolean {
  return window.matchMedia(DARK_QUERY).matches;
}

/** Calls `onChange` whenever the device's light or dark setting changes; returns the unsubscribe. */
export function subscribeToSystemTheme(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}

export function resolveTheme(theme: Theme, systemDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemDark ? 'dark' : 'light';
  return theme;
}

export function applyTheme(theme: ResolvedTheme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function readStoredTheme(): Theme | null {
  const stored = localStorage.getItem(THEME_STORAGE_KEY);
  return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : null;
}

/** Remembers the signed-in user's theme for the next load; null forgets it (signed out). */
export function storeTheme(theme: Theme | null): void {
  if (theme === null) localStorage.removeItem(THEME_STORAGE_KEY);
  else localStorage.setItem(THEME_STORAGE_KEY, theme);
}
