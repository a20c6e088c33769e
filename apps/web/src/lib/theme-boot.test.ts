import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BOOT_SCRIPT from '../../public/theme-boot.js?raw';
import { THEME_STORAGE_KEY } from './theme';

// The script index.html runs before the first paint, run here as the browser would: it is a
// classic script of our own, so evaluating its text is what the browser does too.
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const runBootScript = new Function(BOOT_SCRIPT) as () => void;

function boot(deviceDark: boolean) {
  vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: deviceDark } as MediaQueryList);
  runBootScript();
  return document.documentElement.classList.contains('dark');
}

describe('theme-boot.js', () => {
  beforeEach(() => {
    document.documentElement.classList.remove('dark');
    localStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('paints in the theme lib/theme.ts stored, whatever the device says', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(boot(false)).toBe(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(boot(true)).toBe(false);
  });

  it("follows the device when nothing is stored or the choice is 'system'", () => {
    expect(boot(true)).toBe(true);
    expect(boot(false)).toBe(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'system');
    expect(boot(true)).toBe(true);
  });
});
