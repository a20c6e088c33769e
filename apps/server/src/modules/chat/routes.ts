import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  ChatHistory,
  ChatList,
  DocumentNameParams,
  QaQueryRequest,
  QaQueryResponse,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { requireUser } from '../auth/authenticate';
import { requireActivePlan } from '../billing/plan-access';
import { askQuestion, chatHistory, recentChats } from './service';
import { StatementCache } from './statement-cache';

/** The Banking Assistant: ask about a document, read its chat, list the chats. */
export const chatRoutes: FastifyPluginCallbackZod<ServerContext> = (app, ctx, done) => {
  const statements = new StatementCache();
  app.post(
    '/qa/query',
    { schema: { body: QaQueryRequest, response: { 200: QaQueryResponse } } },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      requireActivePlan(user, ctx.clock.now());
      return askQuestion(ctx, request.log, user.id, request.body, statements);
    },
  );

  app.get(
    '/documents/:fileName/messages',
    { schema: { params: DocumentNameParams, response: { 200: ChatHistory } } },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      return chatHistory(ctx, user.id, request.params.fileName);
    },
  );

  app.get('/documents', { schema: { response: { 200: ChatList } } }, async (request) => {
    const { user } = await requireUser(ctx, request);
    return recentChats(ctx, user.id);
  });

  done();
};
