import { z } from 'zod';
import { Me } from './auth';

/**
 * "Login with Google" runs in a popup: the web app opens GOOGLE_AUTH_START_PATH, the server runs
 * the OpenID Connect flow, and its callback page posts one GoogleAuthResult to the opener, to the
 * app's exact origin, then closes.
 */
export const GOOGLE_AUTH_START_PATH = '/api/auth/google/start';

export const GOOGLE_AUTH_MESSAGE_TYPE = 'sheetwise:google-auth';

/** The callback page's JSON data block, which its script reads and posts. */
export const GOOGLE_AUTH_RESULT_ELEMENT_ID = 'oidc-result';

export const GOOGLE_AUTH_ERROR_CODES = {
  popupClosedByUser: 'popup-closed-by-user',
  failed: 'google-login-failed',
  userDocumentFailed: 'user-document-failed',
  accountExistsWithDifferentCredential: 'account-exists-with-different-credential',
  /** Answered by the start route as JSON, never posted: the popup had nothing to run. */
  notConfigured: 'google-not-configured',
} as const;

/** Ours: the spec has no message for an e-mail already registered with a password. */
export const GOOGLE_ACCOUNT_EXISTS_MESSAGE =
  'This email is already registered. Log in with your password.';
export const GOOGLE_NOT_CONFIGURED_MESSAGE = 'Google sign-in is not configured on this server.';

export const GoogleAuthResult = z.discriminatedUnion('ok', [
  z.object({
    type: z.literal(GOOGLE_AUTH_MESSAGE_TYPE),
    ok: z.literal(true),
    user: Me,
    /** True when this sign-in created the account (the spec's user document). */
    isNewUser: z.boolean(),
  }),
  z.object({
    type: z.literal(GOOGLE_AUTH_MESSAGE_TYPE),
    ok: z.literal(false),
    code: z.enum([
      GOOGLE_AUTH_ERROR_CODES.popupClosedByUser,
      GOOGLE_AUTH_ERROR_CODES.failed,
      GOOGLE_AUTH_ERROR_CODES.userDocumentFailed,
      GOOGLE_AUTH_ERROR_CODES.accountExistsWithDifferentCredential,
    ]),
    message: z.string(),
  }),
]);
export type GoogleAuthResult = z.infer<typeof GoogleAuthResult>;
export type GoogleAuthFailureCode = Extract<GoogleAuthResult, { ok: false }>['code'];
