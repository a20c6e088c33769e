import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { Theme } from '@sheetwise/contracts';
import {
  applyTheme,
  readStoredTheme,
  resolveTheme,
  storeTheme,
  subscribeToSystemTheme,
  systemPrefersDark,
  type ResolvedTheme,
} from '../../lib/theme';
import { useSession } from '../session/session-context';

/**
 * The theme the page is shown in, kept on <html> as the `dark` class: the signed-in user's
 * choice; while the session is being asked about, the choice last stored here (as
 * theme-boot.js painted it); for a visitor, the device's setting. 'system' follows the device
 * live, as it changes.
 */
export function useAppliedTheme(): ResolvedTheme {
  const session = useSession();
  const [storedAtLoad] = useState(readStoredTheme);
  const systemDark = useSyncExternalStore(subscribeToSystemTheme, systemPrefersDark);

  let choice: Theme = 'system';
  if (session.status === 'authenticated') choice = session.user.preferences.theme;
  else if (session.status === 'unknown') choice = storedAtLoad ?? 'system';
  const resolved = resolveTheme(choice, systemDark);

  // Before the browser paints, so a change of theme shows in one frame.
  useLayoutEffect(() => {
    applyTheme(resolved);
  }, [resolved]);

  useEffect(() => {
    if (session.status === 'authenticated') storeTheme(choice);
    if (session.status === 'unauthenticated') storeTheme(null);
  }, [session.status, choice]);

  return resolved;
}
