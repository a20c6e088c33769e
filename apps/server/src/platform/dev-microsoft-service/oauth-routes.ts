import type { FastifyPluginCallback } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DEV_ONEDRIVE_PATH } from '../../config-microsoft';
import type { DB } from '../../db/schema';
import type { Clock } from '../clock';
import {
  acceptForms,
  formTokenFor,
  formTokenMatches,
  sendPage,
} from '../dev-spreadsheet-service/form-token';
import { ACCESS_TOKEN_TTL_SECONDS, issueCode, redeemCode, refreshAccess } from './grants';
import { DEV_ONEDRIVE_FORMS, renderConsent, renderProblem } from './pages';

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
} as const;

export const DEV_MICROSOFT_SCOPE = 'openid profile offline_access Files.ReadWrite';

const AuthorizeQuery = z.object({
  client_id: z.literal(DEV_MICROSOFT_CLIENT.clientId),
  redirect_uri: z.string(),
  response_type: z.literal('code'),
  scope: z.string().refine((scope) => scope.split(' ').includes('Files.ReadWrite')),
  state: z.string().max(1000).default(''),
  code_challenge: z.string().regex(/^[\w-]{43,128}$/),
  code_challenge_method: z.literal('S256'),
});

const TokenBody = z.object({
  grant_type: z.enum(['authorization_code', 'refresh_token']),
  client_id: z.string(),
  client_secret: z.string(),
  code: z.string().optional(),
  code_verifier: z.string().optional(),
  refresh_token: z.string().optional(),
  redirect_uri: z.string().optional(),
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

export const oauthRoutes: FastifyPluginCallback<{
  db: Kysely<DB>;
  clock: Clock;
  appUrl: string;
}> = (app, { db, clock, appUrl }, done) => {
  acceptForms(app);
  const action = `${DEV_ONEDRIVE_PATH}/oauth2/v2.0/authorize`;
  /** Only this app's own callbacks are registered with the stand-in. */
  const redirectAllowed = (uri: string) => uri.startsWith(`${appUrl}/`);
  const badRequest = renderProblem('Access request refused', 'This access request is not valid.');

  app.get<{ Querystring: Record<string, string> }>('/oauth2/v2.0/authorize', (request, reply) => {
    const query = AuthorizeQuery.safeParse(request.query);
    if (!query.success || !redirectAllowed(query.data.redirect_uri)) {
      return sendPage(reply, 400, badRequest);
    }
    const { redirect_uri, state, code_challenge } = query.data;
    const page = renderConsent({
      action,
      formToken: formTokenFor(request, reply, DEV_ONEDRIVE_FORMS),
      fields: { redirect_uri, state, code_challenge },
    });
    return sendPage(reply, 200, page);
  });

  app.post<{ Body: Record<string, string | undefined> }>(
    '/oauth2/v2.0/authorize',
    async (request, reply) => {
      const { redirect_uri = '', state = '', code_challenge = '', decision } = request.body;
      const account = request.body.account?.trim().toLowerCase() ?? '';
      const valid =
        formTokenMatches(request, request.body.form_token, DEV_ONEDRIVE_FORMS) &&
        redirectAllowed(redirect_uri) &&
        code_challenge !== '' &&
        /^[^\s@]+@[^\s@]+$/.test(account);
      if (!valid) return sendPage(reply, 400, badRequest);
      const target = new URL(redirect_uri);
      if (decision === 'allow') {
        const code = await issueCode(
          db,
          account,
          { challenge: code_challenge, redirectUri: redirect_uri },
          clock.now(),
        );
        target.searchParams.set('code', code);
      } else {
        target.searchParams.set('error', 'access_denied');
      }
      target.searchParams.set('state', state);
      return reply.redirect(target.href, 303);
    },
  );

  app.post('/oauth2/v2.0/token', async (request, reply) => {
    const body = TokenBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send({ error: 'invalid_request' });
    const { client_id, client_secret, grant_type } = body.data;
    if (
      client_id !== DEV_MICROSOFT_CLIENT.clientId ||
      client_secret !== DEV_MICROSOFT_CLIENT.clientSecret
    ) {
      return reply.status(401).send({ error: 'invalid_client' });
    }
    const now = clock.now();
    const issued =
      grant_type === 'authorization_code'
        ? await redeemCode(
            db,
            {
              code: body.data.code ?? '',
              verifier: body.data.code_verifier ?? '',
              redirectUri: body.data.redirect_uri ?? '',
            },
            now,
          )
        : await refreshAccess(db, body.data.refresh_token ?? '', now);
    if (!issued) {
      return reply.status(400).send({
        error: 'invalid_grant',
        error_description: 'The provided grant is invalid, expired or revoked.',
      });
    }
    return reply.header('Cache-Control', 'no-store').send({
      token_type: 'Bearer',
      scope: DEV_MICROSOFT_SCOPE,
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      access_token: issued.accessToken,
      refresh_token: issued.refreshToken,
      id_token: idToken(issued.account, `${appUrl}${DEV_ONEDRIVE_PATH}/v2.0`, now),
    });
  });

  done();
};
