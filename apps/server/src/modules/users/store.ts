import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { DB, UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;

export function findUserById(db: Kysely<DB>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** E-mail addresses match ignoring case, as the unique index does. */
export function findUserByEmail(db: Kysely<DB>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function insertUser(
  db: Kysely<DB>,
  user: { id: string; name: string; email: string; passwordHash: string | null; createdAt: Date },
): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      id: user.id,
      name: user.name,
      email: user.email,
      password_hash: user.passwordHash,
      // The server's clock, not the database's: the trial is counted from it.
      created_at: user.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateUser(
  db: Kysely<DB>,
  id: string,
  changes: Updateable<UsersTable>,
): Promise<UserRow> {
  return db
    .updateTable('users')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const EMAIL_UNIQUE_CONSTRAINT = 'users_email_ci_key';
