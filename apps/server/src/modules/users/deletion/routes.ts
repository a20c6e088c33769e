import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { DeleteAccountRequest } from '@sheetwise/contracts';
import type { ServerContext } from '../../../context';
import type { FileStore } from '../../../platform/file-store';
import { requireUser } from '../../auth/authenticate';
import { clearSessionCookie } from '../../auth/session-cookie';
import { deleteAccount } from './service';

/** DELETE /api/me: the account, everything in it, and this browser's sign-in, at once. */
export const accountDeletionRoutes: FastifyPluginCallbackZod<
  ServerContext & { files: FileStore }
> = (app, { files, ...ctx }, done) => {
  app.delete('/me', { schema: { body: DeleteAccountRequest } }, async (request, reply) => {
    const auth = await requireUser(ctx, request);
    await deleteAccount(ctx, files, auth, request.body, request.log);
    clearSessionCookie(reply, ctx.config);
    return reply.status(204).send();
  });
  done();
};
