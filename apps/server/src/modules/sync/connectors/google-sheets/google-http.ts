import type { ApiVoice } from '../http/api-http';

export const GOOGLE_BUSY_MESSAGE = 'Google is busy right now; Sheetwise will try again.';
export const GOOGLE_NOT_FOUND_MESSAGE =
  'The Google spreadsheet or its sheet was not found, or it is no longer shared with Sheetwise.';

/** Google says "quota" with a 403 too; those wait like a 429 rather than mean "no access". */
async function isQuotaRefusal(response: Response): Promise<boolean> {
  const text = await response
    .clone()
    .text()
    .catch(() => '');
  return /rateLimitExceeded|userRateLimitExceeded|RESOURCE_EXHAUSTED|quotaExceeded/.test(text);
}

/** How Google's Sheets and Drive APIs are spoken to by the shared ApiHttp. */
export const GOOGLE_VOICE: ApiVoice = {
  name: 'Google',
  busyMessage: GOOGLE_BUSY_MESSAGE,
  notFoundMessage: GOOGLE_NOT_FOUND_MESSAGE,
  isQuotaRefusal,
};
