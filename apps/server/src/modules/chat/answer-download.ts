import { ALL_STATEMENTS, CHAT_ERROR_CODES, CHAT_MESSAGES } from '@sheetwise/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { answerRowsDownload, type DownloadFormat } from '../transactions/download';
import { accountAnswerRowsOf } from './account-store';
import { parseAnswerRows } from './service';
import { ownDocument } from './statement-loader';
import { answerRowsOf } from './store';

/** Another user's answer, one with no rows kept (from before they were), or none at all. */
const notFound = () =>
  new AppError(404, CHAT_ERROR_CODES.messageNotFound, CHAT_MESSAGES.messageNotFound);

/** The rows behind an answer of a statement's chat, as a file. */
export async function documentAnswerDownload(
  ctx: ServerContext,
  log: FastifyBaseLogger,
  userId: string,
  request: { fileName: string; messageId: string; format: DownloadFormat },
) {
  const document = await ownDocument(ctx, userId, request.fileName);
  const rows = parseAnswerRows(await answerRowsOf(ctx.db, document.id, request.messageId));
  if (!rows) throw notFound();
  // The chat is the document's: its rows are this statement's, whatever it was called then.
  const own = rows.statements.map((part) => ({ ...part, file: document.file_name }));
  return answerRowsDownload(
    ctx,
    log,
    userId,
    document.file_name,
    { ...rows, statements: own },
    request.format,
  );
}

/** The rows behind an answer of the user's all-statements chat, as a file. */
export async function allStatementsAnswerDownload(
  ctx: ServerContext,
  log: FastifyBaseLogger,
  userId: string,
  request: { messageId: string; format: DownloadFormat },
) {
  const rows = parseAnswerRows(await accountAnswerRowsOf(ctx.db, userId, request.messageId));
  if (!rows) throw notFound();
  return answerRowsDownload(ctx, log, userId, ALL_STATEMENTS, rows, request.format);
}
