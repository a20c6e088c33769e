import type { FastifyInstance, FastifyPluginCallback, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { renderOutboxList, renderOutboxMessage, renderOutboxNotFound } from './outbox-pages';
import { findOutboxMessage, listOutbox } from './outbox-store';
import { usesOutbox } from './transports';

export const DEV_MAIL_PATH = '/dev-mail';

function sendHtml(reply: FastifyReply, status: number, html: string) {
  // Reset links must not linger in a cache.
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(html);
}

const outboxRoutes: FastifyPluginCallback<{ db: Kysely<DB> }> = (app, { db }, done) => {
  app.get(DEV_MAIL_PATH, async (_request, reply) =>
    sendHtml(reply, 200, renderOutboxList(DEV_MAIL_PATH, await listOutbox(db))),
  );

  app.get<{ Params: { id: string } }>(`${DEV_MAIL_PATH}/:id`, async (request, reply) => {
    const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : null;
    const message = id === null ? undefined : await findOutboxMessage(db, id);
    return message
      ? sendHtml(reply, 200, renderOutboxMessage(DEV_MAIL_PATH, message))
      : sendHtml(reply, 404, renderOutboxNotFound(DEV_MAIL_PATH));
  });
  done();
};

/**
 * Mounts the development outbox page, where local mode's e-mail can be read (reset links
 * included). Anyone who reaches it could take over any account, so it refuses to run anywhere
 * but local mode without SMTP.
 */
export async function mountMailOutbox(
  app: FastifyInstance,
  { config, db }: { config: Config; db: Kysely<DB> },
): Promise<void> {
  if (!usesOutbox(config)) {
    throw new Error('The development outbox must never run outside local mode without SMTP');
  }
  await app.register(outboxRoutes, { db });
}
