/** Limits and durations from the product spec (section 9), defined once for client and server. */

export const SESSION_TTL_MS = 86_400_000;
/** E-mail and password changes need a sign-in at most this old (the provider the spec used did too). */
export const RECENT_LOGIN_MS = 5 * 60 * 1000;
export const MAX_UPLOAD_BYTES = 10_485_760;
export const MAX_UPLOAD_FILES = 1;
/** A stored document's name, in characters; longer names keep their end, where the type is. */
export const MAX_FILE_NAME_LENGTH = 200;
export const PASSWORD_MIN_LENGTH = 6;
export const RECEIPT_MAX_LENGTH = 40;
export const RECEIPT_USER_PREFIX_LENGTH = 20;
export const TOAST_DURATION_MS = 4000;
export const TOAST_MAX_VISIBLE = 3;
export const AUTH_LOGIN_TIME_KEY = 'auth_login_time';
export const DEFAULT_SUPPORT_EMAIL = 'support@sheetwise.app';
/** A question longer than this is not a question about a statement. */
export const MAX_QUESTION_LENGTH = 2000;
/** An answer cites at most this many transactions; it says how many there are in all. */
export const MAX_CITED_TRANSACTIONS = 100;
