const KEY = 'sheetwise:tab-opened';

let earlierPage = false;

/**
 * Notes, once per page load, whether a page of this app was already open in this browser tab:
 * sessionStorage lives as long as the tab and is only this site's. Called before the app renders.
 */
export function recordTabVisit(): void {
  try {
    earlierPage = sessionStorage.getItem(KEY) !== null;
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (a privacy mode): "Go Back" then only trusts the router's own history.
    earlierPage = false;
  }
}

/**
 * Whether going back stays in the app: a page of it was open in this tab before this load, or the
 * router has moved since it loaded. A link opened straight into a new tab has neither, and going
 * back would leave for about:blank.
 */
export function canGoBackInApp(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return earlierPage || (state?.idx ?? 0) > 0;
}
