// Runs before the first paint, so a page never flashes light before turning dark: the theme the
// signed-in user last chose (kept by src/lib/theme.ts under the same key), else the device's.
(() => {
  let stored = null;
  try {
    stored = window.localStorage.getItem('sheetwise-theme');
  } catch {
    // Storage can be refused (privacy settings); the device's setting still applies.
  }
  const dark =
    stored === 'dark' ||
    (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
