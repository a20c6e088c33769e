import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../config';

/**
 * What a Google sign-in must remember between the start and the callback, bound to the browser
 * that started it: a short-lived httpOnly cookie, signed so that it cannot be forged or edited.
 */
export interface SignInChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export const STATE_COOKIE_TTL_MS = 10 * 60 * 1000;

const StatePayload = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(1),
  /** Enforced here too: a browser may keep a cookie past its Max-Age, and a copy has none. */
  expiresAt: z.number().int(),
});

/** SameSite=Lax: the callback is a top-level GET from the provider, on which Lax cookies travel. */
function cookieOptions(config: Config) {
  const production = config.mode === 'production';
  return { path: '/', httpOnly: true, sameSite: 'lax', secure: production } as const;
}

function cookieName(config: Config): string {
  // Production cookies are Secure, so they can take the __Host- prefix (no Domain, Path=/).
  return config.mode === 'production' ? '__Host-google_auth' : 'google_auth';
}

/**
 * Signs and checks state cookies. The key comes from SESSION_SECRET, which production requires and
 * which main.ts keeps in DATA_DIR in local mode. An app built without one (some tests) makes a
 * random key per process: a sign-in under way across a restart then fails (google-login-failed).
 */
export class StateCookie {
  private readonly key: Buffer;

  constructor(private readonly config: Config) {
    if (config.mode === 'production' && !config.sessionSecret) {
      throw new Error('SESSION_SECRET is required to sign Google sign-in state in production');
    }
    const secret = config.sessionSecret ?? randomBytes(32).toString('base64url');
    // A key of its own, so that nothing else signed with SESSION_SECRET can pass for a state cookie.
    this.key = createHmac('sha256', secret).update('sheetwise google sign-in state').digest();
  }

  set(reply: FastifyReply, checks: SignInChecks, now: Date): void {
    const payload = Buffer.from(
      JSON.stringify({ ...checks, expiresAt: now.getTime() + STATE_COOKIE_TTL_MS }),
    ).toString('base64url');
    reply.setCookie(cookieName(this.config), `${payload}.${this.sign(payload)}`, {
      ...cookieOptions(this.config),
      maxAge: STATE_COOKIE_TTL_MS / 1000,
    });
  }

  /** The checks this browser started with, or null when the cookie is missing, forged or stale. */
  read(request: FastifyRequest, now: Date): SignInChecks | null {
    const [payload, signature, ...rest] = (request.cookies[cookieName(this.config)] ?? '').split(
      '.',
    );
    if (!payload || !signature || rest.length > 0) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;

    const parsed = StatePayload.safeParse(parseJson(Buffer.from(payload, 'base64url')));
    if (!parsed.success || parsed.data.expiresAt <= now.getTime()) return null;
    const { expiresAt: _expiresAt, ...checks } = parsed.data;
    return checks;
  }

  /** Every callback ends the attempt, whatever its outcome: a state is good for one try. */
  clear(reply: FastifyReply): void {
    reply.clearCookie(cookieName(this.config), cookieOptions(this.config));
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
}
