import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../clock';
import { renderDevConsent, renderDevProblem } from './pages';
import {
  acceptForms,
  formTokenFor,
  formTokenMatches,
  sendPage,
  type FormScope,
} from './form-token';

/**
 * The OAuth 2.0 authorization-code flow as both development stand-ins (Google's and Microsoft's)
 * serve it: a consent page whose Allow sends the person back with a code and Deny with
 * `access_denied`, and a token endpoint that checks the client before redeeming a code or a
 * refresh token. Each service brings what its provider does differently.
 */
export interface DevOAuthClient {
  readonly clientId: string;
  readonly clientSecret: string;
}

type Form = Record<string, string | undefined>;

/** What every authorization request carries; each provider adds its own fields. */
export const authorizeQueryFor = (client: DevOAuthClient) =>
  z.object({
    client_id: z.literal(client.clientId),
    redirect_uri: z.string(),
    response_type: z.literal('code'),
  });

export interface ConsentFlow<Query extends { redirect_uri: string; state: string }> {
  /** The authorize endpoint, below the service's prefix. */
  path: string;
  appUrl: string;
  forms: FormScope;
  query: z.ZodType<Query>;
  /** The request's fields the consent form carries back, beside redirect_uri and state. */
  carried: (query: Query) => Record<string, string>;
  /** The consent form's address, as the browser sees it. */
  action: string;
  consent: ConsentLook;
  /** Checks of the posted form the provider makes beyond its token and redirect URI. */
  formValid: (form: Form) => boolean;
  issueCode: (form: Form) => Promise<string>;
}

export type ConsentLook = Pick<
  Parameters<typeof renderDevConsent>[0],
  'style' | 'access' | 'explanation' | 'accountFields'
>;

export function consentRoutes<Query extends { redirect_uri: string; state: string }>(
  app: FastifyInstance,
  flow: ConsentFlow<Query>,
): void {
  acceptForms(app);
  /** Only this app's own callbacks are registered with the stand-in. */
  const redirectAllowed = (uri: string) => uri.startsWith(`${flow.appUrl}/`);
  const refusedPage = renderDevProblem(
    flow.consent.style,
    'Access request refused',
    'This access request is not valid.',
  );

  app.get<{ Querystring: Record<string, string> }>(flow.path, (request, reply) => {
    const query = flow.query.safeParse(request.query);
    if (!query.success || !redirectAllowed(query.data.redirect_uri)) {
      return sendPage(reply, 400, refusedPage);
    }
    const { redirect_uri, state } = query.data;
    const page = renderDevConsent({
      ...flow.consent,
      action: flow.action,
      formToken: formTokenFor(request, reply, flow.forms),
      fields: { redirect_uri, state, ...flow.carried(query.data) },
    });
    return sendPage(reply, 200, page);
  });

  app.post<{ Body: Form }>(flow.path, async (request, reply) => {
    const { redirect_uri = '', state = '', decision, form_token } = request.body;
    const valid =
      formTokenMatches(request, form_token, flow.forms) &&
      redirectAllowed(redirect_uri) &&
      flow.formValid(request.body);
    if (!valid) return sendPage(reply, 400, refusedPage);
    const target = new URL(redirect_uri);
    if (decision === 'allow') target.searchParams.set('code', await flow.issueCode(request.body));
    else target.searchParams.set('error', 'access_denied');
    target.searchParams.set('state', state);
    return reply.redirect(target.href, 303);
  });
}

const TokenBody = z.object({
  grant_type: z.enum(['authorization_code', 'refresh_token']),
  client_id: z.string(),
  client_secret: z.string(),
  code: z.string().optional(),
  code_verifier: z.string().optional(),
  refresh_token: z.string().optional(),
  redirect_uri: z.string().optional(),
});

export type DevTokenRequest = z.infer<typeof TokenBody>;

export interface TokenFlow<Issued> {
  path: string;
  client: DevOAuthClient;
  clock: Clock;
  redeemCode: (request: DevTokenRequest, now: Date) => Promise<Issued | undefined>;
  refresh: (refreshToken: string, now: Date) => Promise<Issued | undefined>;
  /** The provider's words for a grant that is unknown, spent, expired or revoked. */
  invalidGrant: string;
  /** The provider's answer for the tokens issued. */
  answer: (issued: Issued, now: Date) => object;
}

export function tokenRoute<Issued>(app: FastifyInstance, flow: TokenFlow<Issued>): void {
  app.post(flow.path, async (request, reply) => {
    const body = TokenBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send({ error: 'invalid_request' });
    const { client_id, client_secret, grant_type } = body.data;
    if (client_id !== flow.client.clientId || client_secret !== flow.client.clientSecret) {
      return reply.status(401).send({ error: 'invalid_client' });
    }
    const now = flow.clock.now();
    const issued =
      grant_type === 'authorization_code'
        ? await flow.redeemCode(body.data, now)
        : await flow.refresh(body.data.refresh_token ?? '', now);
    if (!issued) {
      return reply
        .status(400)
        .send({ error: 'invalid_grant', error_description: flow.invalidGrant });
    }
    return reply.header('Cache-Control', 'no-store').send(flow.answer(issued, now));
  });
}
