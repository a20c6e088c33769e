import { RECENT_LOGIN_MS } from './limits';

/**
 * What a person types to confirm deleting their account. A fixed word rather than their e-mail:
 * an account made with Google may have no e-mail, and one rule for every account is one rule to
 * explain. Compared exactly (after trimming), so that it is typed on purpose.
 */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

const RECENT_LOGIN_MINUTES = RECENT_LOGIN_MS / 60_000;

export const ACCOUNT_DELETION_ERROR_CODES = {
  confirmationMismatch: 'confirmation-mismatch',
  passwordRequired: 'password-required',
} as const;

/** Ours: the spec has no account deletion. */
export const ACCOUNT_DELETION_MESSAGES = {
  confirmationMismatch: `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm that you want to delete your account.`,
  passwordRequired: 'Enter your password to delete your account.',
  wrongPassword: 'Your password is not correct.',
  requiresRecentLogin: `Security Alert: Please logout and login back in, then delete your account within ${RECENT_LOGIN_MINUTES} minutes.`,
  /** Said to an account without a password, before it tries. */
  recentLoginNeeded: `You need to have signed in within the last ${RECENT_LOGIN_MINUTES} minutes.`,
  failed: 'Your account could not be deleted. Please try again.',
  deleted: 'Your account has been deleted.',
} as const;
