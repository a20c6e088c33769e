import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FULL_NAME_REQUIRED_MESSAGE,
  MAX_NAME_LENGTH,
  REGISTRATION_MESSAGES,
  isValidEmail,
} from '@sheetwise/contracts';
import type { DevAccounts } from './accounts';
import { renderErrorPage, renderLoginPage, type LoginFormProblem } from './pages';
import { DEV_IDP_PATH, type DevProvider } from './provider';

export interface InteractionOptions {
  devProvider: () => Promise<DevProvider>;
  accounts: DevAccounts;
}

const Params = z.object({ uid: z.string().min(1).max(100) });
const LoginForm = z.object({ name: z.string().max(4096), email: z.string().max(4096) });

const EXPIRED_MESSAGE = 'This sign-in has expired or was already used.';

function problemWith(values: z.infer<typeof LoginForm>): LoginFormProblem | undefined {
  if (values.name === '' || values.name.length > MAX_NAME_LENGTH) {
    return { field: 'name', message: FULL_NAME_REQUIRED_MESSAGE };
  }
  if (!isValidEmail(values.email)) {
    return { field: 'email', message: REGISTRATION_MESSAGES.invalidEmail };
  }
  return undefined;
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(html);
}

/**
 * The development provider's login step, which oidc-provider leaves to us: GET shows the form,
 * POST …/login finishes the interaction as the account typed in, POST …/abort finishes it with
 * access_denied. Each first checks the interaction cookie oidc-provider set for this browser;
 * the cookie is SameSite=Lax, so another site cannot post these forms for someone.
 */
export const interactionRoutes: FastifyPluginCallbackZod<InteractionOptions> = (
  app,
  { devProvider, accounts },
  done,
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  // A stale, replayed or forged interaction is a person's dead end, not an API error: say so.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'development sign-in failed');
    return sendPage(reply, status >= 500 ? 500 : 400, renderErrorPage(EXPIRED_MESSAGE));
  });

  /** The provider, once it has checked that this browser is in the interaction the URL names. */
  async function providerForInteraction(
    request: IncomingMessage,
    reply: ServerResponse,
    uid: string,
  ) {
    const { provider } = await devProvider();
    const interaction = await provider.interactionDetails(request, reply);
    if (interaction.uid !== uid || interaction.prompt.name !== 'login') {
      throw Object.assign(new Error('Not the interaction in progress'), { statusCode: 400 });
    }
    return provider;
  }

  app.get('/interaction/:uid', { schema: { params: Params } }, async (request, reply) => {
    await providerForInteraction(request.raw, reply.raw, request.params.uid);
    return sendPage(reply, 200, renderLoginPage({ action: actionOf(request.params.uid) }));
  });

  app.post(
    '/interaction/:uid/login',
    { schema: { params: Params, body: LoginForm } },
    async (request, reply) => {
      const provider = await providerForInteraction(request.raw, reply.raw, request.params.uid);
      const values = { name: request.body.name.trim(), email: request.body.email.trim() };
      const problem = problemWith(values);
      if (problem) {
        const action = actionOf(request.params.uid);
        return sendPage(reply, 400, renderLoginPage({ action, values, problem }));
      }
      const accountId = accounts.remember(values);
      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );

  app.post('/interaction/:uid/abort', { schema: { params: Params } }, async (request, reply) => {
    const provider = await providerForInteraction(request.raw, reply.raw, request.params.uid);
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  });

  done();
};

function actionOf(uid: string): string {
  return `${DEV_IDP_PATH}/interaction/${encodeURIComponent(uid)}`;
}
