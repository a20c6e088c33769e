import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
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
 * Double-submit CSRF check (DESIGN.md section 4): every response hands out a script-readable
 * token cookie when the request had none, and every unsafe request to an /api route must echo it
 * in a header.
 */
export const csrfProtection = fp<{ secureCookies: boolean }>(
  (app: FastifyInstance, { secureCookies }, done) => {
    app.addHook('onRequest', async (request, reply) => {
      const cookieToken = request.cookies[CSRF_COOKIE];
      if (!cookieToken) {
        reply.setCookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), {
          path: '/',
          sameSite: 'lax',
          secure: secureCookies,
          httpOnly: false,
        });
      }

      // Decided on the route the router matched, never on the raw URL: the router decodes
      // "/%61pi/me" to the /api/me route, which a prefix test on the raw text would miss.
      const route = request.routeOptions.url;
      if (SAFE_METHODS.has(request.method) || !route?.startsWith('/api/')) return;
      if (request.routeOptions.config.csrfExempt) return;

      const headerToken = request.headers[CSRF_HEADER];
      const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
      if (
        crossSite ||
        !cookieToken ||
        typeof headerToken !== 'string' ||
        !sameToken(cookieToken, headerToken)
      ) {
        throw new AppError(403, GENERIC_ERROR_CODES.csrfFailed, SERVER_MESSAGES.csrfFailed);
      }
    });
    done();
  },
  { name: 'csrf-protection', dependencies: ['@fastify/cookie'] },
);
