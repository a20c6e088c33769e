import { applyCorrections, combineStatements } from '@sheetwise/assistant';
import type { ParsedStatement } from '@sheetwise/statements';
import type { ServerContext } from '../../context';
import type { StatementCache } from '../chat/statement-cache';
import { storedStatement } from '../chat/stored-statement';
import { loadTransactions } from '../documents/stored-transactions';
import { correctionsVersion, loadCorrections } from './corrections-store';

/** What loading a document's statement needs. */
export interface StatementDocument {
  id: string;
  file_name: string;
  created_at: Date;
  summary: Record<string, unknown>;
}

/** The statement exactly as stored, before the user's corrections. */
export async function storedStatementOf(
  ctx: ServerContext,
  document: StatementDocument,
): Promise<ParsedStatement> {
  return storedStatement(document.summary, await loadTransactions(ctx.db, document.id));
}

/**
 * A document's statement as its owner has corrected it: what the assistant answers from and the
 * insights show. Cached by document, upload time, currency (its owner may give a statement that
 * named none one) and the version of the corrections, so a correction is never answered stale.
 */
export async function userStatement(
  ctx: ServerContext,
  statements: StatementCache,
  userId: string,
  document: StatementDocument,
): Promise<ParsedStatement> {
  const version = await correctionsVersion(ctx.db, userId, document.id);
  return statements.get(
    `${document.id}:${document.created_at.getTime()}:${String(document.summary.currency)}:${version}`,
    async () =>
      applyCorrections(
        await storedStatementOf(ctx, document),
        await loadCorrections(ctx.db, userId, document.id),
      ),
  );
}

/**
 * All of a user's statements read as one (`combineStatements`), each as corrected. One cache
 * entry for them together, so a conversation combines them and builds the assistant's view of
 * them once; each statement is loaded one after another, memory growing by one at a time.
 */
export async function allUserStatements(
  ctx: ServerContext,
  statements: StatementCache,
  userId: string,
  documents: readonly StatementDocument[],
): Promise<ParsedStatement> {
  const versions = await Promise.all(
    documents.map((document) => correctionsVersion(ctx.db, userId, document.id)),
  );
  const keys = documents.map(
    (document, index) =>
      `${document.id}:${document.created_at.getTime()}:${String(document.summary.currency)}:${document.file_name}:${versions[index]}`,
  );
  return statements.get(`all:${keys.join('|')}`, async () => {
    const loaded = [];
    for (const document of documents) {
      loaded.push({
        name: document.file_name,
        statement: await userStatement(ctx, statements, userId, document),
      });
    }
    return combineStatements(loaded);
  });
}
