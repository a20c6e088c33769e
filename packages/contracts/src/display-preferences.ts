import { z } from 'zod';

/** 'system' follows the device's light or dark setting, live. */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * How dates are shown: 'day-month-year' is the spec's dd-MMMM-yyyy (26-November-2026),
 * 'month-day-year' reads November 26, 2026, and 'iso' 2026-11-26.
 */
export const DATE_DISPLAYS = ['day-month-year', 'month-day-year', 'iso'] as const;
export type DateDisplay = (typeof DATE_DISPLAYS)[number];

/**
 * Where money's currency goes; the figure's grouping stays the currency's own either way:
 * 'symbol-before' ₹1,234.56, 'symbol-after' 1,234.56 ₹, 'code' INR 1,234.56.
 */
export const CURRENCY_DISPLAYS = ['symbol-before', 'symbol-after', 'code'] as const;
export type CurrencyDisplay = (typeof CURRENCY_DISPLAYS)[number];

export const DisplayPreferences = z.object({
  theme: z.enum(THEMES),
  dateDisplay: z.enum(DATE_DISPLAYS),
  currencyDisplay: z.enum(CURRENCY_DISPLAYS),
});
export type DisplayPreferences = z.infer<typeof DisplayPreferences>;

/** What every account starts with, and what the app shows before anyone is signed in. */
export const DEFAULT_DISPLAY_PREFERENCES: DisplayPreferences = {
  theme: 'system',
  dateDisplay: 'day-month-year',
  currencyDisplay: 'symbol-before',
};

/** Where the signed-in user changes their display preferences. */
export const DISPLAY_PREFERENCES_PATH = '/api/me/preferences';

/**
 * PATCH DISPLAY_PREFERENCES_PATH: any of the three, at least one. An unknown key is refused
 * rather than ignored, so a misspelt preference is a 400 and not a silent no-op.
 */
export const UpdateDisplayPreferencesRequest = DisplayPreferences.partial()
  .strict()
  .refine((changes) => Object.keys(changes).length > 0, 'Give at least one preference.');
export type UpdateDisplayPreferencesRequest = z.infer<typeof UpdateDisplayPreferencesRequest>;

/** Ours: the toast after a preference is saved. */
export const DISPLAY_PREFERENCES_SAVED_MESSAGE = 'Display preferences saved.';
