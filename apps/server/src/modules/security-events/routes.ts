import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { EndOtherSessionsResponse, SecurityEventList } from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { requireUser } from '../auth/authenticate';
import { originOf } from './client-origin';
import { endOtherSessions, listSecurityEvents } from './service';

/** Settings' "Sign-in activity": the user's own security events, and ending other sessions. */
export const securityEventRoutes: FastifyPluginCallbackZod<ServerContext> = (app, ctx, done) => {
  app.get(
    '/me/security-events',
    { schema: { response: { 200: SecurityEventList } } },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      return { events: await listSecurityEvents(ctx, user.id) };
    },
  );

  app.post(
    '/me/sessions/end-others',
    { schema: { response: { 200: EndOtherSessionsResponse } } },
    async (request) => {
      const auth = await requireUser(ctx, request);
      return { ended: await endOtherSessions(ctx, auth, originOf(request)) };
    },
  );

  done();
};
