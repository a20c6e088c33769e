import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { newToken } from '../tokens';

/**
 * The development services' forms are posted by plain HTML, so they cannot send the API's CSRF
 * header: each form carries a token that must match a cookie only this service's pages set
 * (SameSite=Strict, so another site's form never brings it), and cross-site posts are refused.
 */
export interface FormScope {
  readonly cookie: string;
  /** The service's path: the cookie is sent to its pages only. */
  readonly path: string;
}

export function formTokenFor(
  request: FastifyRequest,
  reply: FastifyReply,
  scope: FormScope,
): string {
  const existing = request.cookies[scope.cookie];
  if (existing) return existing;
  const token = newToken();
  reply.setCookie(scope.cookie, token, { path: scope.path, httpOnly: true, sameSite: 'strict' });
  return token;
}

export function formTokenMatches(
  request: FastifyRequest,
  given: unknown,
  scope: FormScope,
): boolean {
  const cookie = request.cookies[scope.cookie];
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  if (!cookie || typeof given !== 'string') return false;
  const left = Buffer.from(cookie);
  const right = Buffer.from(given);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Forms arrive URL-encoded; their fields as plain strings. */
export function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

export function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(html);
}
