import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import type { ServerContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { testContext } from '../../../test/test-context';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/test-database';
import { profileFromIdToken, signInWithGoogle, type GoogleProfile } from './service';

const idToken = (claims: Record<string, unknown>) =>
  profileFromIdToken({
    iss: 'https://issuer',
    aud: 'client',
    iat: 0,
    exp: 0,
    sub: 's1',
    ...claims,
  });

describe('profileFromIdToken', () => {
  it('keeps the e-mail only when the provider verified it', () => {
    expect(idToken({ email: 'a@example.com', email_verified: true }).email).toBe('a@example.com');
    expect(idToken({ email: 'a@example.com', email_verified: false }).email).toBe('');
    expect(idToken({ email: 'a@example.com' }).email).toBe('');
    expect(idToken({ email: 'not an address', email_verified: true }).email).toBe('');
  });

  it('takes the display name trimmed, or empty', () => {
    expect(idToken({ name: '  Ada Lovelace ' }).name).toBe('Ada Lovelace');
    expect(idToken({}).name).toBe('');
    expect(idToken({ sub: 'abc' }).subject).toBe('abc');
  });
});

/** Where the sign-ins come from; each test starts with a clean sign-up count for it. */
const ADDRESS = '203.0.113.7';

describe.each(testEngines())('signInWithGoogle on %s', (engine) => {
  let database: TestDatabase;
  let ctx: ServerContext;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    ctx = testContext(database.db, loadConfig({ APP_MODE: 'local' }));
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await database.db.deleteFrom('users').execute();
    await database.db.deleteFrom('auth_attempts').execute();
  });

  const count = async (table: 'users' | 'identities') =>
    (await database.db.selectFrom(table).selectAll().execute()).length;

  it('makes one account when two first sign-ins of one person race', async () => {
    const profile: GoogleProfile = { subject: 'race', name: 'Ada', email: 'race@example.com' };
    const [first, second] = await Promise.all([
      signInWithGoogle(ctx, profile, ADDRESS),
      signInWithGoogle(ctx, profile, ADDRESS),
    ]);
    expect(first.user.id).toBe(second.user.id);
    expect([first.isNewUser, second.isNewUser].sort()).toEqual([false, true]);
    expect(first.session.token).not.toBe(second.session.token);
    expect(await count('users')).toBe(1);
    expect(await count('identities')).toBe(1);
  });

  it('lets several accounts without an e-mail exist side by side', async () => {
    await signInWithGoogle(ctx, { subject: 'no-mail-1', name: '', email: '' }, ADDRESS);
    await signInWithGoogle(ctx, { subject: 'no-mail-2', name: '', email: '' }, ADDRESS);
    expect(await count('users')).toBe(2);
  });

  it('keeps the account as it is on later sign-ins', async () => {
    const first = await signInWithGoogle(
      ctx,
      { subject: 'k', name: 'Old', email: 'k@example.com' },
      ADDRESS,
    );
    const again = await signInWithGoogle(ctx, { subject: 'k', name: 'New', email: '' }, ADDRESS);
    expect(again.user).toMatchObject({ id: first.user.id, name: 'Old', email: 'k@example.com' });
  });

  it('reports user-document-failed and leaves no half-made account when a write fails', async () => {
    await sql`alter table identities add constraint refuse_all check (provider = 'none')`.execute(
      database.db,
    );
    try {
      const attempt = signInWithGoogle(
        ctx,
        { subject: 'x', name: 'X', email: 'x@example.com' },
        ADDRESS,
      );
      await expect(attempt).rejects.toThrow(AppError);
      await expect(attempt).rejects.toMatchObject({
        statusCode: 500,
        code: 'user-document-failed',
        message: 'Failed to create user document. Please try again.',
      });
      expect(await count('users')).toBe(0);
    } finally {
      await sql`alter table identities drop constraint refuse_all`.execute(database.db);
    }
  });

  it('counts a new account against the address sign-up limit, and refuses it past the limit', async () => {
    const limit = ctx.config.signupLimitPerIp;
    for (let i = 0; i < limit; i += 1) {
      await signInWithGoogle(ctx, { subject: `new-${i}`, name: '', email: '' }, ADDRESS);
    }
    const refused = signInWithGoogle(ctx, { subject: 'one-more', name: '', email: '' }, ADDRESS);
    await expect(refused).rejects.toMatchObject({ statusCode: 429, code: 'too-many-requests' });
    expect(await count('users')).toBe(limit);
    // A returning account is no sign-up, whatever the count.
    const returning = await signInWithGoogle(
      ctx,
      { subject: 'new-0', name: '', email: '' },
      ADDRESS,
    );
    expect(returning.isNewUser).toBe(false);
  });
});
