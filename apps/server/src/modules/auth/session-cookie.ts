import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

/**
 * The session cookie: httpOnly and SameSite=Lax always; in production also Secure, under the
 * __Host- prefix, which browsers only accept from a secure origin with no Domain and Path=/.
 */
export function sessionCookieName(config: Config): string {
  return config.mode === 'production' ? '__Host-session' : 'session';
}

export function readSessionToken(request: FastifyRequest, config: Config): string | undefined {
  return request.cookies[sessionCookieName(config)];
}

export function setSessionCookie(
  reply: FastifyReply,
  config: Config,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.mode === 'production',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.mode === 'production',
  });
}
