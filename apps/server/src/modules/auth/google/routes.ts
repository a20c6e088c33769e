import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  GOOGLE_AUTH_ERROR_CODES,
  GOOGLE_MESSAGES,
  GOOGLE_NOT_CONFIGURED_MESSAGE,
  type GoogleAuthResult,
} from '@sheetwise/contracts';
import { AuthorizationResponseError } from 'openid-client';
import type { ServerContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { PAGE_ROUTE } from '../../../http/security-headers';
import { presentMe } from '../../users/presenter';
import { setSessionCookie } from '../session-cookie';
import { OidcClient, type SignInProvider } from './oidc-client';
import { POPUP_SCRIPT } from './popup-script';
import { failureResult, renderResultPage, successResult } from './result-page';
import { profileFromIdToken, signInWithGoogle } from './service';
import { StateCookie, type SignInChecks } from './state-cookie';

export interface GoogleAuthOptions extends ServerContext {
  /** Who answers "Login with Google"; undefined when nobody is configured to. */
  signInProvider: SignInProvider | undefined;
}

interface Outcome {
  status: number;
  result: GoogleAuthResult;
}

/**
 * "Login with Google" in a popup: /start sends the browser to the provider with a fresh state,
 * nonce and PKCE challenge kept in a signed cookie; /callback checks them, redeems the code, signs
 * the account in and answers with a page that posts the outcome to the opener.
 */
export const googleAuthRoutes: FastifyPluginCallbackZod<GoogleAuthOptions> = (
  app,
  { signInProvider, ...ctx },
  done,
) => {
  const client = signInProvider ? new OidcClient(signInProvider, ctx.config.mode) : undefined;
  const stateCookie = new StateCookie(ctx.config);
  const appOrigin = new URL(ctx.config.appUrl).origin;

  app.get('/auth/google/start', { config: PAGE_ROUTE }, async (_request, reply) => {
    if (!client) {
      throw new AppError(503, GOOGLE_AUTH_ERROR_CODES.notConfigured, GOOGLE_NOT_CONFIGURED_MESSAGE);
    }
    const { url, checks } = await client.authorizationRequest();
    stateCookie.set(reply, checks, ctx.clock.now());
    return reply.header('Cache-Control', 'no-store').redirect(url.href, 302);
  });

  async function completeSignIn(
    request: FastifyRequest,
    checks: SignInChecks | null,
    reply: FastifyReply,
  ): Promise<Outcome> {
    if (!client || !checks) {
      throw new Error('No sign-in was started in this browser, or it expired');
    }
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const profile = profileFromIdToken(await client.redeem(query, checks));
    const { user, session, isNewUser } = await signInWithGoogle(
      ctx,
      profile,
      request.ip,
      request.headers['user-agent'],
    );
    setSessionCookie(reply, ctx.config, session.token, session.expiresAt);
    return { status: 200, result: successResult(presentMe(user, session.loginAt), isNewUser) };
  }

  app.get('/auth/google/callback', { config: PAGE_ROUTE }, async (request, reply) => {
    const checks = stateCookie.read(request, ctx.clock.now());
    stateCookie.clear(reply);
    const { status, result } = await completeSignIn(request, checks, reply).catch(
      (error: unknown) => failureOf(error, request.log),
    );
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(renderResultPage(result, appOrigin));
  });

  app.get('/auth/google/popup.js', { config: PAGE_ROUTE }, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(POPUP_SCRIPT),
  );

  done();
};

/**
 * What the popup reports when a sign-in fails. Any refusal other than the person's own is logged
 * by its reason only: openid-client attaches response parameters and ID token claims to errors.
 */
function failureOf(error: unknown, log: FastifyBaseLogger): Outcome {
  if (error instanceof AuthorizationResponseError && error.error === 'access_denied') {
    const { popupClosedByUser } = GOOGLE_AUTH_ERROR_CODES;
    return {
      status: 400,
      result: failureResult(popupClosedByUser, GOOGLE_MESSAGES.popupClosedByUser),
    };
  }
  if (
    error instanceof AppError &&
    (error.code === GOOGLE_AUTH_ERROR_CODES.accountExistsWithDifferentCredential ||
      error.code === GOOGLE_AUTH_ERROR_CODES.userDocumentFailed)
  ) {
    if (error.statusCode >= 500) {
      log.error({ err: error.cause }, 'google sign-in could not save the account');
    }
    return { status: error.statusCode, result: failureResult(error.code, error.message) };
  }
  log.warn({ reason: reasonOf(error) }, 'google sign-in refused');
  return {
    status: 400,
    result: failureResult(GOOGLE_AUTH_ERROR_CODES.failed, GOOGLE_MESSAGES.failed),
  };
}

/** An error's name, code and message, and its cause's message: never the data attached to them. */
function reasonOf(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { name: typeof error };
  const { code } = error as { code?: unknown };
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return { name: error.name, code, message: error.message, cause };
}
