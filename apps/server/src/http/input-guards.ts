import type { FastifyInstance } from 'fastify';
import { GENERIC_ERROR_CODES, SERVER_MESSAGES } from '@sheetwise/contracts';
import { AppError } from './app-error';

/** Whether a parsed request value holds a NUL anywhere, however deep. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // JSON bodies are at most 1 MB, so a walk is cheap; the depth bound keeps it so.
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  const entries: unknown[] = Array.isArray(value)
    ? value
    : [...Object.keys(value), ...(Object.values(value) as unknown[])];
  return entries.some((entry) => holdsNul(entry, depth + 1));
}

/**
 * A rule no single route should have to remember: a NUL in a path, a query or a JSON body is
 * refused with a 400. PostgreSQL cannot store one in text, so it used to reach the database and
 * come back as a 500 with a stack in the log on every request. (That no /api answer is cached is
 * one of the security headers.)
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      done(new AppError(400, GENERIC_ERROR_CODES.invalidInput, SERVER_MESSAGES.nulCharacter));
      return;
    }
    done();
  });
}
