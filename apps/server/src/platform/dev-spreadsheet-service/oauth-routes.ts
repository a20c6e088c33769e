import type { FastifyPluginCallback } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DEV_SHEETS_PATH } from '../../config';
import type { DB } from '../../db/schema';
import type { Clock } from '../clock';
import { acceptForms, formTokenFor, formTokenMatches, sendPage } from './form-token';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  issueCode,
  redeemCode,
  refreshAccess,
  revokeFamilyOf,
} from './grants';
import { renderConsent, renderProblem } from './pages';

/**
 * Google's OAuth 2.0 authorization-code flow, as the connection uses it: the consent page with
 * Allow and Deny, the token endpoint (codes and refresh tokens, client id and secret checked),
 * and revocation.
 */
export const DEV_SHEETS_CLIENT = {
  clientId: 'sheetwise-dev-sheets',
  // Known to anyone who reads this file: the service runs in local mode only (mount.ts).
  clientSecret: 'dev-sheets-local-secret',
} as const;

export const DEV_SHEETS_SCOPE = 'https://www.googleapis.com/auth/drive.file';

const AuthorizeQuery = z.object({
  client_id: z.string(),
  redirect_uri: z.string(),
  response_type: z.literal('code'),
  scope: z.string(),
  state: z.string().max(500).default(''),
});

const TokenBody = z.object({
  grant_type: z.enum(['authorization_code', 'refresh_token']),
  client_id: z.string(),
  client_secret: z.string(),
  code: z.string().optional(),
  refresh_token: z.string().optional(),
  redirect_uri: z.string().optional(),
});

export const oauthRoutes: FastifyPluginCallback<{
  db: Kysely<DB>;
  clock: Clock;
  appUrl: string;
}> = (app, { db, clock, appUrl }, done) => {
  acceptForms(app);
  const action = `${DEV_SHEETS_PATH}/oauth/authorize`;
  /** Only this app's own callbacks are registered with the stand-in. */
  const redirectAllowed = (uri: string) => uri.startsWith(`${appUrl}/`);
  const badRequest = renderProblem('Access request refused', 'This access request is not valid.');

  app.get<{ Querystring: Record<string, string> }>('/oauth/authorize', (request, reply) => {
    const query = AuthorizeQuery.safeParse(request.query);
    if (
      !query.success ||
      query.data.client_id !== DEV_SHEETS_CLIENT.clientId ||
      !redirectAllowed(query.data.redirect_uri)
    ) {
      return sendPage(reply, 400, badRequest);
    }
    const { redirect_uri, state, scope } = query.data;
    const page = renderConsent({
      action,
      formToken: formTokenFor(request, reply),
      fields: { redirect_uri, state, scope },
    });
    return sendPage(reply, 200, page);
  });

  app.post<{ Body: Record<string, string | undefined> }>(
    '/oauth/authorize',
    async (request, reply) => {
      const { redirect_uri = '', state = '', decision, form_token } = request.body;
      if (!formTokenMatches(request, form_token) || !redirectAllowed(redirect_uri)) {
        return sendPage(reply, 400, badRequest);
      }
      const target = new URL(redirect_uri);
      if (decision === 'allow') target.searchParams.set('code', await issueCode(db, clock.now()));
      else target.searchParams.set('error', 'access_denied');
      target.searchParams.set('state', state);
      return reply.redirect(target.href, 303);
    },
  );

  app.post('/oauth/token', async (request, reply) => {
    const body = TokenBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send({ error: 'invalid_request' });
    const { client_id, client_secret, grant_type } = body.data;
    if (
      client_id !== DEV_SHEETS_CLIENT.clientId ||
      client_secret !== DEV_SHEETS_CLIENT.clientSecret
    ) {
      return reply.status(401).send({ error: 'invalid_client' });
    }
    const now = clock.now();
    const issued =
      grant_type === 'authorization_code'
        ? await redeemCode(db, body.data.code ?? '', now)
        : await refreshAccess(db, body.data.refresh_token ?? '', now);
    if (!issued) {
      return reply
        .status(400)
        .send({ error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
    }
    return reply.header('Cache-Control', 'no-store').send({
      access_token: issued.accessToken,
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      token_type: 'Bearer',
      scope: DEV_SHEETS_SCOPE,
      ...(issued.refreshToken ? { refresh_token: issued.refreshToken } : {}),
    });
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
