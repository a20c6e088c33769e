import { AUTH_ERROR_CODES, REGISTRATION_MESSAGES } from '@sheetwise/contracts';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { EMAIL_UNIQUE_CONSTRAINT } from './store';

export function emailAlreadyInUse(): AppError {
  return new AppError(
    409,
    AUTH_ERROR_CODES.emailAlreadyInUse,
    REGISTRATION_MESSAGES.emailAlreadyInUse,
  );
}

/**
 * Runs a write that sets an e-mail address. Callers check for a holder first; this covers two
 * writers racing for one address, where the unique index decides and the loser hears why.
 */
export async function withUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, EMAIL_UNIQUE_CONSTRAINT)) throw emailAlreadyInUse();
    throw error;
  }
}
