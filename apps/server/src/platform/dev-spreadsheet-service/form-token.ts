import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEV_SHEETS_PATH } from '../../config';
import { newToken } from '../tokens';

/**
 * The development service's forms are posted by plain HTML, so they cannot send the API's CSRF
 * header: each form carries a token that must match a cookie only this service's pages set
 * (SameSite=Strict, so another site's form never brings it), and cross-site posts are refused.
 */
const COOKIE = 'dev_sheets_form';

export function formTokenFor(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[COOKIE];
  if (existing) return existing;
  const token = newToken();
  reply.setCookie(COOKIE, token, {
    path: DEV_SHEETS_PATH,
    httpOnly: true,
    sameSite: 'strict',
  });
  return token;
}

export function formTokenMatches(request: FastifyRequest, given: unknown): boolean {
  const cookie = request.cookies[COOKIE];
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
