import { SYNC_RUN_STATUS_LABELS } from './sync-rules';

/**
 * The dashboard's Google Sheets panel (spec section 2): statuses, messages and the URL rule, kept
 * free of zod so the signed-in pages can use them without the schema library. The
 * panel lists the user's sync pairs; each is set up and synced on its own page.
 */

/**
 * A sheet's status as the panel shows it. The spec's three (pending, synced, error) are what a
 * run leaves; the server tells two of them more exactly from the pair's state, so that a pair is
 * never shown as synced while it waits for its owner: `conflicts-waiting` (the last run left
 * conflicts that no run has settled yet) and `paused` (repeated failures stopped its schedule).
 * Precedence, most urgent first: paused, error, conflicts-waiting.
 */
export const SHEET_STATUSES = [
  'pending',
  'synced',
  'conflicts-waiting',
  'paused',
  'error',
] as const;
export type SheetStatus = (typeof SHEET_STATUSES)[number];

/** The statuses that ask something of the person; the dashboard counts its pairs by them. */
export const ATTENTION_SHEET_STATUSES = ['conflicts-waiting', 'paused', 'error'] as const;
export type AttentionSheetStatus = (typeof ATTENTION_SHEET_STATUSES)[number];

/** Ours: the spec names the statuses but quotes no words for them. */
export const SHEET_STATUS_LABELS: Record<SheetStatus, string> = {
  pending: 'Pending',
  synced: 'Synced',
  'conflicts-waiting': SYNC_RUN_STATUS_LABELS['conflicts-waiting'],
  paused: 'Paused',
  error: 'Last sync failed',
};

export const MAX_SHEET_URL_LENGTH = 2048;

export const SHEET_MESSAGES = {
  empty: 'No sheets connected yet',
  syncFailed: 'Sync failed: Authentication error. Please check permissions.',
  /** Ours: the spec only requires the URL to be non-empty. */
  urlRequired: 'Please enter the sheet’s URL.',
  /** Ours: a link we show must not run script, so only web addresses are kept. */
  urlInvalid: 'Please enter a web address starting with https:// or http://.',
  notConnected: 'Connect your Google account before adding sheets.',
  /** Ours: Google's consent was refused or did not complete (`/dashboard?sheets=denied`). */
  connectDenied:
    'Google did not give Sheetwise access to your sheets, so nothing was connected. Try Connect Google Account again and allow access.',
  notFound: 'That sheet is no longer in your list.',
  /** Ours: the landing page's connection limits. */
  starterLimit: 'Your Starter plan syncs up to 5 sheets. Upgrade to Pro for 25.',
  proLimit: 'You have reached 25 sync connections, the most a plan allows.',
  /** Ours: production without GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET. */
  notConfigured: 'Google Sheets is not configured on this server.',
} as const;

export const SHEET_ERROR_CODES = {
  urlRequired: 'sheet-url-required',
  urlInvalid: 'sheet-url-invalid',
  notConnected: 'sheets-not-connected',
  notFound: 'sheet-not-found',
  limit: 'sheets-limit',
  notConfigured: 'sheets-not-configured',
} as const;

/** The spec's rule (non-empty after trimming) plus ours (a web address); null when it is fine. */
export function sheetUrlProblem(url: string): { code: string; message: string } | null {
  const trimmed = url.trim();
  if (trimmed === '') {
    return { code: SHEET_ERROR_CODES.urlRequired, message: SHEET_MESSAGES.urlRequired };
  }
  let protocol: string;
  try {
    protocol = new URL(trimmed).protocol;
  } catch {
    protocol = '';
  }
  if (trimmed.length > MAX_SHEET_URL_LENGTH || (protocol !== 'https:' && protocol !== 'http:')) {
    return { code: SHEET_ERROR_CODES.urlInvalid, message: SHEET_MESSAGES.urlInvalid };
  }
  return null;
}
