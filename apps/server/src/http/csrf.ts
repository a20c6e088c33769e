import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { GENERIC_ERROR_CODES, SERVER_MESSAGES } from '@sheetwise/contracts';
import { AppError } from './app-error';

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Route config that exempts one route from the check. Only webhooks use it: payment providers
 * prove themselves with a signature instead, and cannot hold our token.
 */
export const CSRF_EXEMPT = { csrfExempt: true } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    csrfExempt?: boolean;
  }
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Whether the request changes something through the API. Decided on the route the router
 * matched, never on the raw URL: the router decodes "/%61pi/me" to the /api/me route, which a
 * prefix test on the raw text would miss.
 */
function needsToken(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  // routeOptions builds a new object on each read, so it is read once, and only when needed.
  const { url: route, config } = request.routeOptions;
  return route?.startsWith('/api/') === true && !config.csrfExempt;
}

/** Whether a same-site request echoes the token cookie in the header. */
function echoesToken(request: FastifyRequest, cookieToken: string | undefined): boolean {
  const headerToken = request.headers[CSRF_HEADER];
  return (
    request.headers['sec-fetch-site'] !== 'cross-site' &&
    cookieToken !== undefined &&
    cookieToken !== '' &&
    typeof headerToken === 'string' &&
    sameToken(cookieToken, headerToken)
  );
}

/**
 * Double-submit CSRF check (DESIGN.md section 4): every response hands out a script-readable
 * token cookie when the request had none, and every unsafe request to an /api route must echo it
 * in a header.
 */
export const csrfProtection = fp<{ secureCookies: boolean }>(
  (app: FastifyInstance, { secureCookies }, done) => {
    // A callback hook, not an async one: it runs on every request, and a promise each is a
    // measurable share of a cached signed-in request.
    app.addHook('onRequest', (request, reply, next) => {
      const cookieToken = request.cookies[CSRF_COOKIE];
      if (!cookieToken) {
        reply.setCookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), {
          path: '/',
          sameSite: 'lax',
          secure: secureCookies,
          httpOnly: false,
        });
      }

      if (needsToken(request) && !echoesToken(request, cookieToken)) {
        next(new AppError(403, GENERIC_ERROR_CODES.csrfFailed, SERVER_MESSAGES.csrfFailed));
        return;
      }
      next();
    });
    done();
  },
  { name: 'csrf-protection', dependencies: ['@fastify/cookie'] },
);
