import { statementInsights, viewOf } from '@sheetwise/assistant';
import {
  DOCUMENT_ERROR_CODES,
  INSIGHTS_NO_STATEMENTS_MESSAGE,
  type Insights,
} from '@sheetwise/contracts';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { StatementCache } from '../chat/statement-cache';
import {
  documentsOf,
  loadAllStatements,
  loadStatement,
  ownDocument,
} from '../chat/statement-loader';

/** The insights of one of the user's statements, loaded as the chat loads it. */
export async function documentInsights(
  ctx: ServerContext,
  statements: StatementCache,
  userId: string,
  fileName: string,
): Promise<Insights> {
  const document = await ownDocument(ctx, userId, fileName);
  return statementInsights(viewOf(await loadStatement(ctx, statements, userId, document)));
}

/** The insights of all the user's statements read as one, as the all-statements chat reads them. */
export async function allStatementsInsights(
  ctx: ServerContext,
  statements: StatementCache,
  userId: string,
): Promise<Insights> {
  const documents = await documentsOf(ctx, userId);
  if (documents.length === 0) {
    throw new AppError(404, DOCUMENT_ERROR_CODES.notFound, INSIGHTS_NO_STATEMENTS_MESSAGE);
  }
  return statementInsights(viewOf(await loadAllStatements(ctx, statements, userId, documents)));
}
