import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  ChatHistory,
  ChatList,
  ChatMessageParams,
  DocumentNameParams,
  QaAllQueryRequest,
  QaQueryRequest,
  QaQueryResponse,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { requireUser } from '../auth/authenticate';
import { requireActivePlan } from '../billing/plan-access';
import { DOWNLOAD_FORMATS, sendDownload, type DownloadFormat } from '../transactions/download';
import { allStatementsHistory, askAllStatements } from './all-statements';
import { allStatementsAnswerDownload, documentAnswerDownload } from './answer-download';
import { askQuestion, chatHistory, recentChats } from './service';

/**
 * The Banking Assistant: ask about a document or about all of them together, read a chat, list
 * the chats.
 */
export const chatRoutes: FastifyPluginCallbackZod<ServerContext> = (app, ctx, done) => {
  app.post(
    '/qa/query',
    { schema: { body: QaQueryRequest, response: { 200: QaQueryResponse } } },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      requireActivePlan(user, ctx.clock.now());
      return askQuestion(ctx, request.log, user.id, request.body, ctx.statements);
    },
  );

  app.post(
    '/qa/query-all',
    { schema: { body: QaAllQueryRequest, response: { 200: QaQueryResponse } } },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      requireActivePlan(user, ctx.clock.now());
      return askAllStatements(ctx, request.log, user.id, request.body, ctx.statements);
    },
  );

  app.get(
    '/chats/all/messages',
    { schema: { response: { 200: ChatHistory } } },
    async (request) => {
      const { user } = await requireUser(ctx, request);
      return allStatementsHistory(ctx, user.id);
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

  // The rows behind an answer, every one of them, as the transactions sheet downloads them.
  for (const format of Object.keys(DOWNLOAD_FORMATS) as DownloadFormat[]) {
    app.get(
      `/documents/:fileName/messages/:messageId/export.${format}`,
      { schema: { params: DocumentNameParams.extend(ChatMessageParams.shape) } },
      async (request, reply) => {
        const { user } = await requireUser(ctx, request);
        const download = await documentAnswerDownload(ctx, request.log, user.id, {
          ...request.params,
          format,
        });
        return sendDownload(reply, download);
      },
    );

    app.get(
      `/chats/all/messages/:messageId/export.${format}`,
      { schema: { params: ChatMessageParams } },
      async (request, reply) => {
        const { user } = await requireUser(ctx, request);
        const download = await allStatementsAnswerDownload(ctx, request.log, user.id, {
          ...request.params,
          format,
        });
        return sendDownload(reply, download);
      },
    );
  }

  done();
};
