import {
  ACCOUNT_DELETION_ERROR_CODES,
  ACCOUNT_DELETION_MESSAGES,
  AUTH_ERROR_CODES,
  DELETE_ACCOUNT_CONFIRMATION,
  RECENT_LOGIN_MS,
  type DeleteAccountRequest,
} from '@sheetwise/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { removeEach, type FileStore } from '../../../platform/file-store';
import type { Authenticated } from '../../auth/authenticate';
import { isAccountPassword } from '../../auth/password-check';
import { storageKeysOfUser } from '../../documents/user-files';
import { pairFileKeysOfUser } from '../../sync/files';
import { deleteUserRow } from './store';

/**
 * Who may delete the account: the confirmation word, typed, and then proof that the owner is at
 * the keyboard: the password on an account that has one, else (Google alone) a recent sign-in.
 */
async function checkDeletionAllowed(
  ctx: ServerContext,
  auth: Authenticated,
  input: DeleteAccountRequest,
): Promise<void> {
  if (input.confirmation.trim() !== DELETE_ACCOUNT_CONFIRMATION) {
    throw new AppError(
      400,
      ACCOUNT_DELETION_ERROR_CODES.confirmationMismatch,
      ACCOUNT_DELETION_MESSAGES.confirmationMismatch,
    );
  }
  if (auth.user.password_hash === null) {
    if (ctx.clock.now().getTime() - auth.loginAt.getTime() > RECENT_LOGIN_MS) {
      throw new AppError(
        403,
        AUTH_ERROR_CODES.requiresRecentLogin,
        ACCOUNT_DELETION_MESSAGES.requiresRecentLogin,
      );
    }
    return;
  }
  if (!input.password) {
    throw new AppError(
      400,
      ACCOUNT_DELETION_ERROR_CODES.passwordRequired,
      ACCOUNT_DELETION_MESSAGES.passwordRequired,
    );
  }
  if (!(await isAccountPassword(ctx, auth.user, input.password))) {
    throw new AppError(
      401,
      AUTH_ERROR_CODES.wrongPassword,
      ACCOUNT_DELETION_MESSAGES.wrongPassword,
    );
  }
}

/**
 * Deletes the account at once. One transaction removes the user's row and, by cascade, every row
 * of theirs: sessions, identities, reset links, notices, sheets with their sync runs and
 * conflicts, documents with their transactions and chats, security events. Orders and payments stay for the accounts, with the
 * link to the user and the payment's e-mail and name cleared by the database (migration 0012).
 * The files go after the commit: a file left behind by a crash is harmless and logged, a row
 * pointing at no file is not.
 */
export async function deleteAccount(
  ctx: ServerContext,
  files: FileStore,
  auth: Authenticated,
  input: DeleteAccountRequest,
  log: FastifyBaseLogger,
): Promise<void> {
  await checkDeletionAllowed(ctx, auth, input);
  const storageKeys = await ctx.db.transaction().execute(async (trx) => {
    const keys = [
      ...(await storageKeysOfUser(trx, auth.user.id)),
      ...(await pairFileKeysOfUser(trx, auth.user.id)),
    ];
    await deleteUserRow(trx, auth.user.id);
    return keys;
  });
  ctx.sessions.forgetUser(auth.user.id);
  const failed = await removeEach(files, storageKeys);
  if (failed > 0) log.error({ failed }, 'files of a deleted account could not be removed');
}
