import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  ForgotPasswordAccepted,
  ForgotPasswordRequest,
  PASSWORD_RESET_MESSAGES,
  ResetPasswordRequest,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../../context';
import { originOf } from '../../security-events/client-origin';
import { requestPasswordReset, resetPassword } from './service';

export const passwordResetRoutes: FastifyPluginCallbackZod<ServerContext> = (app, ctx, done) => {
  // 202 with the same words whether or not the address has an account: nothing to probe.
  app.post(
    '/auth/forgot-password',
    { schema: { body: ForgotPasswordRequest, response: { 202: ForgotPasswordAccepted } } },
    async (request, reply) => {
      await requestPasswordReset(ctx, request.body, request.ip, request.log);
      return reply.status(202).send({ message: PASSWORD_RESET_MESSAGES.requested });
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { body: ResetPasswordRequest } },
    async (request, reply) => {
      await resetPassword(ctx, request.body, originOf(request));
      return reply.status(204).send();
    },
  );

  done();
};
