import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newToken, sha256Hex } from '../tokens';

/**
 * The development Microsoft service's OAuth grants, kept by the hash of each code or token, for
 * one account each. A code remembers its PKCE challenge and redirect URI and is redeemed once,
 * with the verifier; refreshing hands out a new refresh token, as Microsoft does, and every token
 * of a family lives until it expires.
 */
const CODE_TTL_MS = 10 * 60 * 1000;
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

type Kind = 'code' | 'refresh' | 'access';

async function issue(
  db: Kysely<DB>,
  grant: { kind: Kind; family: string; account: string; expiresAt: Date | null },
  code?: { challenge: string; redirectUri: string },
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('dev_microsoft_grants')
    .values({
      token_hash: sha256Hex(token),
      kind: grant.kind,
      family: grant.family,
      account: grant.account,
      expires_at: grant.expiresAt,
      code_challenge: code?.challenge ?? null,
      redirect_uri: code?.redirectUri ?? null,
    })
    .execute();
  return token;
}

export function issueCode(
  db: Kysely<DB>,
  account: string,
  code: { challenge: string; redirectUri: string },
  now: Date,
): Promise<string> {
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  return issue(db, { kind: 'code', family: newToken(), account, expiresAt }, code);
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  account: string;
}

async function issuePair(
  db: Kysely<DB>,
  family: string,
  account: string,
  now: Date,
): Promise<IssuedTokens> {
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000);
  return {
    refreshToken: await issue(db, { kind: 'refresh', family, account, expiresAt: null }),
    accessToken: await issue(db, { kind: 'access', family, account, expiresAt }),
    account,
  };
}

const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** Redeems a code once, with the verifier of its challenge and the URI it was issued for. */
export async function redeemCode(
  db: Kysely<DB>,
  request: { code: string; verifier: string; redirectUri: string },
  now: Date,
): Promise<IssuedTokens | undefined> {
  const spent = await db
    .updateTable('dev_microsoft_grants')
    .set({ revoked_at: now })
    .where('token_hash', '=', sha256Hex(request.code))
    .where('kind', '=', 'code')
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['family', 'account', 'code_challenge', 'redirect_uri'])
    .executeTakeFirst();
  if (!spent) return undefined;
  if (spent.code_challenge !== challengeOf(request.verifier)) return undefined;
  if (spent.redirect_uri !== request.redirectUri) return undefined;
  return issuePair(db, spent.family, spent.account, now);
}

async function live(db: Kysely<DB>, kind: Kind, token: string, now: Date) {
  return db
    .selectFrom('dev_microsoft_grants')
    .select(['family', 'account'])
    .where('token_hash', '=', sha256Hex(token))
    .where('kind', '=', kind)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
}

export async function refreshAccess(
  db: Kysely<DB>,
  refreshToken: string,
  now: Date,
): Promise<IssuedTokens | undefined> {
  const grant = await live(db, 'refresh', refreshToken, now);
  return grant && issuePair(db, grant.family, grant.account, now);
}

/** The account an access token acts for; undefined when it is unknown or expired. */
export async function accountOfAccessToken(
  db: Kysely<DB>,
  accessToken: string,
  now: Date,
): Promise<string | undefined> {
  return (await live(db, 'access', accessToken, now))?.account;
}
