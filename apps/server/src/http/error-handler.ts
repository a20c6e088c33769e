import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { GENERIC_ERROR_CODES, SERVER_MESSAGES, type ApiErrorBody } from '@sheetwise/contracts';
import { AppError } from './app-error';

/** Turns anything thrown in a route into the API's `{ code, message }` body. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, body } = present(error);
    // A deliberate 503 (busy, not configured) is no fault of the server's: no stack for it.
    if (status === 503 && error instanceof AppError) request.log.warn({ code: error.code }, 'busy');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
    return reply.status(status).send(body);
  });
}

function present(error: FastifyError | AppError): { status: number; body: ApiErrorBody } {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: { code: error.code, message: error.message } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    return {
      status: 400,
      body: {
        code: GENERIC_ERROR_CODES.invalidInput,
        message: first?.message ?? SERVER_MESSAGES.invalidInput,
      },
    };
  }
  const status = error.statusCode ?? 500;
  if (status === 413) {
    return {
      status,
      body: { code: GENERIC_ERROR_CODES.payloadTooLarge, message: SERVER_MESSAGES.payloadTooLarge },
    };
  }
  if (status === 429) {
    return {
      status,
      body: { code: GENERIC_ERROR_CODES.tooManyRequests, message: SERVER_MESSAGES.tooManyRequests },
    };
  }
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (malformed JSON, wrong content type) explain themselves.
    return { status, body: { code: GENERIC_ERROR_CODES.invalidInput, message: error.message } };
  }
  return {
    status: 500,
    body: { code: GENERIC_ERROR_CODES.internal, message: SERVER_MESSAGES.internal },
  };
}
