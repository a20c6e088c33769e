import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { LoginRequest, RegisterRequest, UserEnvelope } from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { presentMe } from '../users/presenter';
import { loginWithPassword, logout, registerWithPassword } from './service';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';

export const authRoutes: FastifyPluginCallbackZod<ServerContext> = (app, ctx, done) => {
  app.post(
    '/auth/register',
    { schema: { body: RegisterRequest, response: { 201: UserEnvelope } } },
    async (request, reply) => {
      const { user, session } = await registerWithPassword(
        ctx,
        request.body,
        request.ip,
        request.headers['user-agent'],
      );
      setSessionCookie(reply, ctx.config, session.token, session.expiresAt);
      return reply.status(201).send({ user: presentMe(user, session.loginAt) });
    },
  );

  app.post(
    '/auth/login',
    { schema: { body: LoginRequest, response: { 200: UserEnvelope } } },
    async (request, reply) => {
      const { user, session } = await loginWithPassword(
        ctx,
        request.body,
        request.ip,
        request.headers['user-agent'],
      );
      setSessionCookie(reply, ctx.config, session.token, session.expiresAt);
      return { user: presentMe(user, session.loginAt) };
    },
  );

  app.post('/auth/logout', async (request, reply) => {
    await logout(ctx, readSessionToken(request, ctx.config));
    clearSessionCookie(reply, ctx.config);
    return reply.status(204).send();
  });

  done();
};
