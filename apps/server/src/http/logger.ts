import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

/**
 * Request logs carry the method, the path without its query string (which may hold one-time codes)
 * and the status; never headers, cookies or bodies, which may hold secrets or statement contents.
 */
export function loggerOptions(level: LoggerOptions['level']): LoggerOptions {
  return {
    level,
    redact: { paths: ['req.headers', 'res.headers'], remove: true },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        path: request.url.split('?')[0],
        id: request.id,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}
