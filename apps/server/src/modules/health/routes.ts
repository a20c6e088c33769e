import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { HealthResponse } from '@sheetwise/contracts';

export const healthRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get('/health', { schema: { response: { 200: HealthResponse } } }, () => ({
    status: 'ok' as const,
  }));
  done();
};
