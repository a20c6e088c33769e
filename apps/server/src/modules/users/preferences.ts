import type { UpdateDisplayPreferencesRequest } from '@sheetwise/contracts';
import type { Updateable } from 'kysely';
import type { ServerContext } from '../../context';
import type { UsersTable } from '../../db/schema';
import { updateUser, type UserRow } from './store';

/**
 * Saves the display preferences given, leaving the others as they are. Unlike a profile change
 * this needs no recent sign-in or password and keeps the session: it changes only how the app
 * looks to its own user.
 */
export async function updateDisplayPreferences(
  ctx: ServerContext,
  userId: string,
  changes: UpdateDisplayPreferencesRequest,
): Promise<UserRow> {
  const update: Updateable<UsersTable> = {
    theme: changes.theme,
    date_display: changes.dateDisplay,
    currency_display: changes.currencyDisplay,
  };
  const user = await updateUser(ctx.db, userId, update);
  // The session cache holds the user row: without this, GET /api/me would answer the old choice.
  ctx.sessions.forgetUser(userId);
  return user;
}
