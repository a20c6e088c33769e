import type { FastifyPluginCallback } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DEV_SHEETS_PATH } from '../../config';
import type { DB } from '../../db/schema';
import type { Clock } from '../clock';
import {
  authorizeQueryFor,
  consentRoutes,
  tokenRoute,
  type DevOAuthClient,
} from '../dev-oauth/oauth-flow';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  issueCode,
  redeemCode,
  refreshAccess,
  revokeFamilyOf,
} from './grants';
import { DEV_SHEETS_FORMS, DEV_SHEETS_STYLE } from './pages';

/**
 * Google's OAuth 2.0 authorization-code flow, as the connection uses it: the consent page with
 * Allow and Deny, the token endpoint (codes and refresh tokens, client id and secret checked),
 * and revocation.
 */
export const DEV_SHEETS_CLIENT = {
  clientId: 'sheetwise-dev-sheets',
  // Known to anyone who reads this file: the service runs in local mode only (mount.ts).
  clientSecret: 'dev-sheets-local-secret',
} as const satisfies DevOAuthClient;

export const DEV_SHEETS_SCOPE = 'https://www.googleapis.com/auth/drive.file';

const AuthorizeQuery = authorizeQueryFor(DEV_SHEETS_CLIENT).extend({
  scope: z.string(),
  state: z.string().max(500).default(''),
});

export const oauthRoutes: FastifyPluginCallback<{
  db: Kysely<DB>;
  clock: Clock;
  appUrl: string;
}> = (app, { db, clock, appUrl }, done) => {
  consentRoutes(app, {
    path: '/oauth/authorize',
    appUrl,
    forms: DEV_SHEETS_FORMS,
    query: AuthorizeQuery,
    carried: ({ scope }) => ({ scope }),
    action: `${DEV_SHEETS_PATH}/oauth/authorize`,
    consent: {
      style: DEV_SHEETS_STYLE,
      access: 'spreadsheets',
      explanation:
        "Development consent: in local mode this page stands in for Google's. Allowing lets Sheetwise see and edit the spreadsheets you use with it.",
    },
    formValid: () => true,
    issueCode: () => issueCode(db, clock.now()),
  });

  tokenRoute(app, {
    path: '/oauth/token',
    client: DEV_SHEETS_CLIENT,
    clock,
    redeemCode: (request, now) => redeemCode(db, request.code ?? '', now),
    refresh: (refreshToken, now) => refreshAccess(db, refreshToken, now),
    invalidGrant: 'Token has been expired or revoked.',
    answer: (issued) => ({
      access_token: issued.accessToken,
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      token_type: 'Bearer',
      scope: DEV_SHEETS_SCOPE,
      ...(issued.refreshToken ? { refresh_token: issued.refreshToken } : {}),
    }),
  });

  app.post<{ Querystring: { token?: string }; Body: { token?: string } | undefined }>(
    '/oauth/revoke',
    async (request, reply) => {
      const token = request.query.token ?? request.body?.token;
      if (token) await revokeFamilyOf(db, token, clock.now());
      return reply.send({});
    },
  );

  done();
};
