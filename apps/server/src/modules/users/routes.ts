import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  Me,
  UpdateDisplayPreferencesRequest,
  UpdateMeRequest,
  UserEnvelope,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { requireUser } from '../auth/authenticate';
import { originOf } from '../security-events/client-origin';
import { setSessionCookie } from '../auth/session-cookie';
import { updateDisplayPreferences } from './preferences';
import { presentMe } from './presenter';
import { updateProfile } from './service';

export const userRoutes: FastifyPluginCallbackZod<ServerContext> = (app, ctx, done) => {
  app.get('/me', { schema: { response: { 200: Me } } }, async (request) => {
    const auth = await requireUser(ctx, request);
    return presentMe(auth.user, auth.loginAt);
  });

  app.patch(
    '/me',
    { schema: { body: UpdateMeRequest, response: { 200: UserEnvelope } } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const { user, session } = await updateProfile(
        ctx,
        auth,
        request.body,
        request.log,
        originOf(request),
      );
      if (session) setSessionCookie(reply, ctx.config, session.token, session.expiresAt);
      return { user: presentMe(user, session?.loginAt ?? auth.loginAt) };
    },
  );

  app.patch(
    '/me/preferences',
    { schema: { body: UpdateDisplayPreferencesRequest, response: { 200: UserEnvelope } } },
    async (request) => {
      const auth = await requireUser(ctx, request);
      const user = await updateDisplayPreferences(ctx, auth.user.id, request.body);
      return { user: presentMe(user, auth.loginAt) };
    },
  );

  done();
};
