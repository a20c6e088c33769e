import type { FastifyPluginCallback } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DEV_ONEDRIVE_PATH } from '../../config-microsoft';
import type { DB } from '../../db/schema';
import type { Clock } from '../clock';
import {
  authorizeQueryFor,
  consentRoutes,
  tokenRoute,
  type DevOAuthClient,
} from '../dev-oauth/oauth-flow';
import { ACCESS_TOKEN_TTL_SECONDS, issueCode, redeemCode, refreshAccess } from './grants';
import { DEV_ONEDRIVE_FORMS, DEV_ONEDRIVE_STYLE } from './pages';

/**
 * The Microsoft identity platform's authorization-code flow with PKCE, as the connection uses it:
 * the consent page (the account's e-mail, Allow and Deny), and the token endpoint (codes with
 * their verifier, refresh tokens, client id and secret checked), answering with an ID token that
 * names the account.
 */
export const DEV_MICROSOFT_CLIENT = {
  clientId: 'sheetwise-dev-onedrive',
  // Known to anyone who reads this file: the service runs in local mode only (mount.ts).
  clientSecret: 'dev-onedrive-local-secret',
} as const satisfies DevOAuthClient;

export const DEV_MICROSOFT_SCOPE = 'openid profile offline_access Files.ReadWrite';

const AuthorizeQuery = authorizeQueryFor(DEV_MICROSOFT_CLIENT).extend({
  scope: z.string().refine((scope) => scope.split(' ').includes('Files.ReadWrite')),
  state: z.string().max(1000).default(''),
  code_challenge: z.string().regex(/^[\w-]{43,128}$/),
  code_challenge_method: z.literal('S256'),
});

/** An ID token's shape with the account's claims; unsigned, as only this app reads it. */
function idToken(account: string, issuer: string, now: Date): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const seconds = Math.floor(now.getTime() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    iss: issuer,
    aud: DEV_MICROSOFT_CLIENT.clientId,
    iat: seconds,
    exp: seconds + ACCESS_TOKEN_TTL_SECONDS,
    preferred_username: account,
    name: account,
  })}.`;
}

/** Microsoft's consent asks which account to sign in with. */
const ACCOUNT_FIELD = `<label for="account">Microsoft account</label>
<input id="account" name="account" type="email" required maxlength="320" value="you@example.com">`;

/** The account as typed on the consent page. */
const accountOf = (form: Record<string, string | undefined>) =>
  form.account?.trim().toLowerCase() ?? '';

export const oauthRoutes: FastifyPluginCallback<{
  db: Kysely<DB>;
  clock: Clock;
  appUrl: string;
}> = (app, { db, clock, appUrl }, done) => {
  consentRoutes(app, {
    path: '/oauth2/v2.0/authorize',
    appUrl,
    forms: DEV_ONEDRIVE_FORMS,
    query: AuthorizeQuery,
    carried: ({ code_challenge }) => ({ code_challenge }),
    action: `${DEV_ONEDRIVE_PATH}/oauth2/v2.0/authorize`,
    consent: {
      style: DEV_ONEDRIVE_STYLE,
      access: 'OneDrive',
      explanation:
        "Development consent: in local mode this page stands in for Microsoft's. Allowing lets Sheetwise sign you in and read and write your files.",
      accountFields: ACCOUNT_FIELD,
    },
    formValid: (form) =>
      (form.code_challenge ?? '') !== '' && /^[^\s@]+@[^\s@]+$/.test(accountOf(form)),
    issueCode: (form) =>
      issueCode(
        db,
        accountOf(form),
        { challenge: form.code_challenge ?? '', redirectUri: form.redirect_uri ?? '' },
        clock.now(),
      ),
  });

  tokenRoute(app, {
    path: '/oauth2/v2.0/token',
    client: DEV_MICROSOFT_CLIENT,
    clock,
    redeemCode: (request, now) =>
      redeemCode(
        db,
        {
          code: request.code ?? '',
          verifier: request.code_verifier ?? '',
          redirectUri: request.redirect_uri ?? '',
        },
        now,
      ),
    refresh: (refreshToken, now) => refreshAccess(db, refreshToken, now),
    invalidGrant: 'The provided grant is invalid, expired or revoked.',
    answer: (issued, now) => ({
      token_type: 'Bearer',
      scope: DEV_MICROSOFT_SCOPE,
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      access_token: issued.accessToken,
      refresh_token: issued.refreshToken,
      id_token: idToken(issued.account, `${appUrl}${DEV_ONEDRIVE_PATH}/v2.0`, now),
    }),
  });

  done();
};
