import { useCallback, useState } from 'react';
import { SIDEBAR_COLLAPSED_KEY } from './sidebar-data';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_COLLAPSED_KEY) === 'true';
  } catch {
    // Storage can be refused (privacy settings); the sidebar then simply starts expanded.
    return false;
  }
}

function storeCollapsed(collapsed: boolean): void {
  try {
    localStorage.setItem(SIDEBAR_COLLAPSED_KEY, String(collapsed));
  } catch {
    // Not remembering the choice is harmless.
  }
}

/** Whether the sidebar is collapsed, remembered across reloads, and a toggle for it. */
export function useSidebarCollapsed(): [collapsed: boolean, toggle: () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    const next = !collapsed;
    storeCollapsed(next);
    setCollapsed(next);
  }, [collapsed]);
  return [collapsed, toggle];
}
