import { useSyncExternalStore } from 'react';

const QUERY = '(pointer: coarse)';

function query(): MediaQueryList | null {
  // Test environments without a layout engine have no matchMedia.
  return typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the main pointer is a finger: no file can be dragged onto the page, and hover does not
 * exist. Words that only make sense with a mouse are swapped on it (and read so by screen readers,
 * which CSS alone could not do for an accessible name).
 */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
