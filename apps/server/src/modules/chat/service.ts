import { randomUUID } from 'node:crypto';
import { answerQuestion, type Answer } from '@sheetwise/assistant';
import {
  CHAT_MESSAGES,
  MAX_CITED_TRANSACTIONS,
  type AnswerData,
  type ChatHistory,
  type ChatList,
  type QaQueryRequest,
  type QaQueryResponse,
} from '@sheetwise/contracts';
import type { ParsedStatement } from '@sheetwise/statements';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../../context';
import { answerWithModel } from './model/model-answer';
import type { StatementCache } from './statement-cache';
import { loadStatement, ownDocument } from './statement-loader';
import { insertMessages, lastQuestion, listChats, listMessages } from './store';

/** What the chat shows beside an answer's words: the proof, and the chart for breakdowns. */
function answerData(answer: Answer): AnswerData {
  return {
    kind: answer.kind,
    ...(answer.value !== undefined ? { value: answer.value } : {}),
    ...(answer.currency !== undefined ? { currency: answer.currency } : {}),
    transactions: answer.transactions.slice(0, MAX_CITED_TRANSACTIONS).map((t) => ({
      date: t.date,
      description: t.description,
      amountMinor: t.amountMinor,
      ...(t.balanceMinor !== undefined ? { balanceMinor: t.balanceMinor } : {}),
      ...(t.currency ? { currency: t.currency } : {}),
    })),
    transactionCount: answer.transactions.length,
    ...(answer.chart ? { chart: answer.chart } : {}),
    ...(answer.suggestions ? { suggestions: answer.suggestions } : {}),
    ...(answer.reading ? { reading: answer.reading } : {}),
  };
}

/**
 * The reply to a question about a statement (one document's, or all of a user's together): the
 * engine's answer, phrased by the model when one is configured, or the spec's apology when
 * answering fails. Only the error's kind is logged, never the statement.
 */
export async function replyTo(
  ctx: ServerContext,
  log: FastifyBaseLogger,
  question: string,
  askedAt: Date,
  load: () => Promise<{ statement: ParsedStatement; previous: string | undefined }>,
): Promise<QaQueryResponse> {
  try {
    const { statement, previous } = await load();
    const today = askedAt.toISOString().slice(0, 10);
    const engineAnswer = answerQuestion(statement, question, today, previous);
    const answer = ctx.config.llm
      ? await answerWithModel(ctx.config.llm, statement, question, today, engineAnswer).catch(
          (error: unknown) => {
            log.warn(
              { err: { type: (error as Error).name } },
              'the model failed; the engine answers',
            );
            return engineAnswer;
          },
        )
      : engineAnswer;
    return { answer: answer.text, data: answerData(answer) };
  } catch (error) {
    log.error({ err: { type: (error as Error).name } }, 'answering a question failed');
    return { answer: CHAT_MESSAGES.answerFailed };
  }
}

/** A question and its reply as the two messages a chat stores, for either kind of chat. */
export function messagePair(question: string, askedAt: Date, reply: QaQueryResponse, at: Date) {
  return [
    { id: randomUUID(), role: 'user' as const, message: question, timestamp: askedAt, data: null },
    {
      id: randomUUID(),
      role: 'assistant' as const,
      message: reply.answer,
      timestamp: at,
      data: reply.data ? JSON.stringify(reply.data) : null,
    },
  ];
}

/** A stored chat message as the API gives it. */
export function historyEntry(m: {
  role: 'user' | 'assistant';
  message: string;
  timestamp: Date;
  data: Record<string, unknown> | null;
}): ChatHistory[number] {
  return {
    role: m.role,
    message: m.message,
    timestamp: m.timestamp.toISOString(),
    ...(m.data ? { data: m.data as AnswerData } : {}),
  };
}

/**
 * Answers a question about one of the user's documents and saves the question with its answer
 * in one transaction; the statement comes from the cache when it was asked about lately. Any
 * failure to answer is saved and returned as the spec's apology, so the chat never loses the
 * question.
 */
export async function askQuestion(
  ctx: ServerContext,
  log: FastifyBaseLogger,
  userId: string,
  request: QaQueryRequest,
  statements: StatementCache,
): Promise<QaQueryResponse> {
  const document = await ownDocument(ctx, userId, request.filename);
  const askedAt = ctx.clock.now();
  const reply = await replyTo(ctx, log, request.question, askedAt, async () => ({
    statement: await loadStatement(ctx, statements, userId, document),
    previous: await lastQuestion(ctx.db, document.id),
  }));
  const messages = messagePair(request.question, askedAt, reply, ctx.clock.now());
  await ctx.db.transaction().execute((trx) =>
    insertMessages(
      trx,
      messages.map((message) => ({ ...message, document_id: document.id })),
    ),
  );
  return reply;
}

export async function chatHistory(
  ctx: ServerContext,
  userId: string,
  fileName: string,
): Promise<ChatHistory> {
  const document = await ownDocument(ctx, userId, fileName);
  const messages = await listMessages(ctx.db, document.id);
  return messages.map(historyEntry);
}

export async function recentChats(ctx: ServerContext, userId: string): Promise<ChatList> {
  const chats = await listChats(ctx.db, userId);
  return chats.map((chat) => ({
    fileName: chat.file_name,
    createdAt: chat.created_at.toISOString(),
    lastMessage: chat.last_message,
    lastMessageAt: chat.last_message_at ? chat.last_message_at.toISOString() : null,
    period: chat.period,
  }));
}
