import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newToken, sha256Hex } from '../tokens';

/**
 * The development service's OAuth grants, kept by the hash of each code or token. A code, the
 * refresh token it yields and every access token from that refresh token share a family;
 * revoking any of them revokes the family, as Google does.
 */
const CODE_TTL_MS = 10 * 60 * 1000;
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

type Kind = 'code' | 'refresh' | 'access';

async function issue(
  db: Kysely<DB>,
  kind: Kind,
  family: string,
  expiresAt: Date | null,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('dev_spreadsheet_grants')
    .values({ token_hash: sha256Hex(token), kind, family, expires_at: expiresAt })
    .execute();
  return token;
}

export function issueCode(db: Kysely<DB>, now: Date): Promise<string> {
  return issue(db, 'code', newToken(), new Date(now.getTime() + CODE_TTL_MS));
}

/** The family of a live grant of this kind, or undefined. */
async function liveFamily(
  db: Kysely<DB>,
  kind: Kind,
  token: string,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('dev_spreadsheet_grants')
    .select('family')
    .where('token_hash', '=', sha256Hex(token))
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
  return row?.family;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken?: string;
}

/** Redeems a code once: a second try finds it spent. */
export async function redeemCode(
  db: Kysely<DB>,
  code: string,
  now: Date,
): Promise<IssuedTokens | undefined> {
  const spent = await db
    .updateTable('dev_spreadsheet_grants')
    .set({ revoked_at: now })
    .where('token_hash', '=', sha256Hex(code))
    .where('kind', '=', 'code')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('family')
    .executeTakeFirst();
  if (!spent) return undefined;
  return {
    refreshToken: await issue(db, 'refresh', spent.family, null),
    accessToken: await issueAccess(db, spent.family, now),
  };
}

function issueAccess(db: Kysely<DB>, family: string, now: Date): Promise<string> {
  return issue(db, 'access', family, new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000));
}

export async function refreshAccess(
  db: Kysely<DB>,
  refreshToken: string,
  now: Date,
): Promise<IssuedTokens | undefined> {
  const family = await liveFamily(db, 'refresh', refreshToken, now);
  return family === undefined ? undefined : { accessToken: await issueAccess(db, family, now) };
}

export async function accessTokenIsLive(
  db: Kysely<DB>,
  accessToken: string,
  now: Date,
): Promise<boolean> {
  return (await liveFamily(db, 'access', accessToken, now)) !== undefined;
}

/** Revokes the token's whole family; unknown tokens are ignored, as Google answers them alike. */
export async function revokeFamilyOf(db: Kysely<DB>, token: string, now: Date): Promise<void> {
  const row = await db
    .selectFrom('dev_spreadsheet_grants')
    .select('family')
    .where('token_hash', '=', sha256Hex(token))
    .executeTakeFirst();
  if (!row) return;
  await db
    .updateTable('dev_spreadsheet_grants')
    .set({ revoked_at: now })
    .where('family', '=', row.family)
    .where('revoked_at', 'is', null)
    .execute();
}
