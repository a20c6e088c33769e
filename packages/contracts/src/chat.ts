import { z } from 'zod';
import { MAX_QUESTION_LENGTH } from './limits';

/** A chat belongs to one uploaded document, named by its file name as the spec's calls do. */
export const QaQueryRequest = z.object({
  question: z.string().trim().min(1).max(MAX_QUESTION_LENGTH),
  filename: z.string().min(1).max(255),
});
export type QaQueryRequest = z.infer<typeof QaQueryRequest>;

/** A question about all of the user's statements together. */
export const QaAllQueryRequest = QaQueryRequest.pick({ question: true });
export type QaAllQueryRequest = z.infer<typeof QaAllQueryRequest>;

/** One transaction an answer cites as its proof, as the statement printed it. */
export const CitedTransaction = z.object({
  date: z.iso.date(),
  description: z.string(),
  amountMinor: z.number().int(),
  balanceMinor: z.number().int().optional(),
  currency: z.string().optional(),
});
export type CitedTransaction = z.infer<typeof CitedTransaction>;

/** What an answer carries beside its words: the figure, the proof and, for breakdowns, a chart. */
export const AnswerData = z.object({
  kind: z.enum(['money', 'count', 'entities', 'balance', 'list', 'info', 'export', 'unanswerable']),
  value: z.number().optional(),
  currency: z.string().nullable().optional(),
  /** The first transactions behind the answer, at most MAX_CITED_TRANSACTIONS of them. */
  transactions: z.array(CitedTransaction),
  /** How many transactions are behind the answer in all. */
  transactionCount: z.number().int().nonnegative(),
  chart: z
    .object({
      title: z.string(),
      points: z.array(z.object({ label: z.string(), valueMinor: z.number().int() })),
    })
    .optional(),
  suggestions: z.array(z.string()).optional(),
  /**
   * Present when every row behind the answer is kept with it, so that they download from the
   * message (`…/messages/:id/export.csv`): how many there are. Answers from before had none.
   */
  download: z.object({ rows: z.number().int().nonnegative() }).optional(),
  /**
   * What an `export` answer offers: the last answer's rows (in `download`), or, with no earlier
   * answer resting on rows, the whole statement from the transactions sheet.
   */
  exportOf: z.enum(['answer', 'statement']).optional(),
  /** How the question was read, and what was assumed when the reading is not sure. */
  reading: z
    .object({ understood: z.string(), sure: z.boolean(), assumed: z.array(z.string()) })
    .optional(),
});
export type AnswerData = z.infer<typeof AnswerData>;

export const QaQueryResponse = z.object({
  answer: z.string(),
  data: AnswerData.optional(),
  /** The saved answer's id, for its download. */
  messageId: z.uuid().optional(),
});
export type QaQueryResponse = z.infer<typeof QaQueryResponse>;

export const ChatMessage = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  message: z.string(),
  timestamp: z.iso.datetime(),
  data: AnswerData.optional(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

/** A document's chat, oldest message first. */
export const ChatHistory = z.array(ChatMessage);
export type ChatHistory = z.infer<typeof ChatHistory>;

export const ChatMessageParams = z.object({ messageId: z.uuid() });

export const CHAT_ERROR_CODES = { messageNotFound: 'message-not-found' } as const;

/** The title of a download of the rows behind an answer, on its Summary sheet. */
export const rowsBehindTitle = (question: string) => `Rows behind: ${question}`;

/** One recent chat in /my-projects: the document and its latest message, if any. */
export const ChatSummary = z.object({
  fileName: z.string(),
  createdAt: z.iso.datetime(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.iso.datetime().nullable(),
  /** The statement's period, ISO dates, so two exports of one name can be told apart. */
  period: z.object({ start: z.iso.date(), end: z.iso.date() }).nullable(),
});
export type ChatSummary = z.infer<typeof ChatSummary>;

/** Every document of the user, the most recent activity first. */
export const ChatList = z.array(ChatSummary);
export type ChatList = z.infer<typeof ChatList>;
