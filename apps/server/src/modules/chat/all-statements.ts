import {
  ALL_STATEMENTS,
  CHAT_MESSAGES,
  DOCUMENT_ERROR_CODES,
  type ChatHistory,
  type QaAllQueryRequest,
  type QaQueryResponse,
} from '@sheetwise/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import {
  insertAccountMessages,
  lastAccountAnswerRows,
  lastAccountQuestions,
  listAccountMessages,
} from './account-store';
import { FOLLOW_UP_DEPTH, historyEntry, lastTurnOf, messagePair, replyTo } from './service';
import type { StatementCache } from './statement-cache';
import { documentsOf, loadAllStatements } from './statement-loader';

/**
 * Answers a question about all of the user's statements together ("How much did I spend on
 * groceries this year?"), read as one by `combineStatements`: overlapping exports counted once,
 * transfers between the user's own accounts neither in nor out. The question and its answer are
 * saved together in the user's all-statements chat.
 */
export async function askAllStatements(
  ctx: ServerContext,
  log: FastifyBaseLogger,
  userId: string,
  request: QaAllQueryRequest,
  statements: StatementCache,
): Promise<QaQueryResponse> {
  const documents = await documentsOf(ctx, userId);
  if (documents.length === 0) {
    throw new AppError(404, DOCUMENT_ERROR_CODES.notFound, CHAT_MESSAGES.noStatements);
  }
  const askedAt = ctx.clock.now();
  const reply = await replyTo(ctx, log, request.question, askedAt, async () => ({
    statement: await loadAllStatements(ctx, statements, userId, documents),
    file: ALL_STATEMENTS,
    last: await lastTurnOf(
      lastAccountQuestions(ctx.db, userId, FOLLOW_UP_DEPTH),
      lastAccountAnswerRows(ctx.db, userId),
    ),
  }));
  const { messages, response } = messagePair(request.question, askedAt, reply, ctx.clock.now());
  await ctx.db.transaction().execute((trx) =>
    insertAccountMessages(
      trx,
      messages.map((message) => ({ ...message, user_id: userId })),
    ),
  );
  return response;
}

/** The user's all-statements chat, oldest first. */
export async function allStatementsHistory(
  ctx: ServerContext,
  userId: string,
): Promise<ChatHistory> {
  return (await listAccountMessages(ctx.db, userId)).map(historyEntry);
}
