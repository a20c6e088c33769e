/**
 * Debian's Chromium, never a downloaded browser, with the flags DESIGN.md asks for: no sandbox
 * (root in CI) and none of the background traffic this network would refuse.
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
