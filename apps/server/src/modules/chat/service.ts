import { randomUUID } from 'node:crypto';
import { answerQuestion, rowsBehind, type Answer } from '@sheetwise/assistant';
import {
  AnswerRows,
  CHAT_MESSAGES,
  MAX_CITED_TRANSACTIONS,
  encodeRowSet,
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
import { insertMessages, lastAnswerRows, lastQuestions, listChats, listMessages } from './store';

/** A reply as the chat stores it: what the API answers, and every row behind it for its download. */
export interface Reply {
  response: QaQueryResponse;
  rows?: AnswerRows;
}

/** The chat's last question, and the rows its answer kept (an export offers those). */
export interface LastTurn {
  question: string;
  /** The questions before it, oldest first: the last may follow up on them. */
  earlier: string[];
  rows: AnswerRows | undefined;
}

/** What a question needs besides itself: the statement, its name in the rows kept, and the last turn. */
export interface QuestionContext {
  statement: ParsedStatement;
  file: string;
  last: LastTurn | undefined;
}

/** Stored rows as kept, or undefined for an answer from before they were kept. */
export function parseAnswerRows(stored: unknown): AnswerRows | undefined {
  const parsed = AnswerRows.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

/** The last question and the rows of the answer that followed it, read from a chat's store. */
export async function lastTurnOf(
  questions: Promise<string[]>,
  rows: Promise<unknown>,
): Promise<LastTurn | undefined> {
  const [asked, kept] = await Promise.all([questions, rows]);
  const question = asked.at(-1);
  return question === undefined
    ? undefined
    : { question, earlier: asked.slice(0, -1), rows: parseAnswerRows(kept) };
}

/** How many questions back a chain of follow-ups is followed ("and the smallest?", "and May?"). */
export const FOLLOW_UP_DEPTH = 4;

/**
 * Every row an answer rests on, kept compactly with it: an export of the last answer keeps that
 * answer's rows (and question, which titles the download); any other answer its own.
 */
function keptRows(
  context: QuestionContext,
  question: string,
  answer: Answer,
): AnswerRows | undefined {
  if (answer.exportOf === 'previous') return context.last?.rows;
  if (answer.transactions.length === 0) return undefined;
  return {
    question,
    count: answer.transactions.length,
    statements: rowsBehind(context.statement, answer.transactions, context.file).map((part) => ({
      file: part.file,
      positions: encodeRowSet(part.positions),
    })),
  };
}

/** What the chat shows beside an answer's words: the proof, and the chart for breakdowns. */
function answerData(answer: Answer, rows: AnswerRows | undefined): AnswerData {
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
    ...(rows ? { download: { rows: rows.count } } : {}),
    ...(answer.exportOf
      ? { exportOf: answer.exportOf === 'statement' ? 'statement' : ('answer' as const) }
      : {}),
  };
}

/**
 * The reply to a question about a statement (one document's, or all of a user's together): the
 * engine's answer, phrased by the model when one is configured (not an export, whose offer is
 * the file), or the spec's apology when answering fails. Only the error's kind is logged, never
 * the statement.
 */
export async function replyTo(
  ctx: ServerContext,
  log: FastifyBaseLogger,
  question: string,
  askedAt: Date,
  load: () => Promise<QuestionContext>,
): Promise<Reply> {
  try {
    const context = await load();
    const { statement, last } = context;
    const today = askedAt.toISOString().slice(0, 10);
    const engineAnswer = answerQuestion(
      statement,
      question,
      today,
      last && {
        question: last.question,
        earlier: last.earlier,
        ...(last.rows ? { rowCount: last.rows.count } : {}),
      },
    );
    const answer =
      ctx.config.llm && engineAnswer.kind !== 'export'
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
    const rows = keptRows(context, question, answer);
    return {
      response: { answer: answer.text, data: answerData(answer, rows) },
      ...(rows ? { rows } : {}),
    };
  } catch (error) {
    log.error({ err: { type: (error as Error).name } }, 'answering a question failed');
    return { response: { answer: CHAT_MESSAGES.answerFailed } };
  }
}

/**
 * A question and its reply as the two messages a chat stores, for either kind of chat, and the
 * response that names the saved answer. The kept rows go in the answer's data, never to the API.
 */
export function messagePair(question: string, askedAt: Date, reply: Reply, at: Date) {
  const answerId = randomUUID();
  const { data } = reply.response;
  const messages = [
    { id: randomUUID(), role: 'user' as const, message: question, timestamp: askedAt, data: null },
    {
      id: answerId,
      role: 'assistant' as const,
      message: reply.response.answer,
      timestamp: at,
      data: data ? JSON.stringify(reply.rows ? { ...data, rows: reply.rows } : data) : null,
    },
  ];
  return { messages, response: { ...reply.response, messageId: answerId } };
}

/** A stored chat message as the API gives it, without the rows kept for its download. */
export function historyEntry(m: {
  id: string;
  role: 'user' | 'assistant';
  message: string;
  timestamp: Date;
  data: Record<string, unknown> | null;
}): ChatHistory[number] {
  const { rows: _kept, ...data } = m.data ?? {};
  return {
    id: m.id,
    role: m.role,
    message: m.message,
    timestamp: m.timestamp.toISOString(),
    ...(m.data ? { data: data as AnswerData } : {}),
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
    file: document.file_name,
    last: await lastTurnOf(
      lastQuestions(ctx.db, document.id, FOLLOW_UP_DEPTH),
      lastAnswerRows(ctx.db, document.id),
    ),
  }));
  const { messages, response } = messagePair(request.question, askedAt, reply, ctx.clock.now());
  await ctx.db.transaction().execute((trx) =>
    insertMessages(
      trx,
      messages.map((message) => ({ ...message, document_id: document.id })),
    ),
  );
  return response;
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
