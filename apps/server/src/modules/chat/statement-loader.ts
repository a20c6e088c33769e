import {
  applyCorrections,
  combineStatements,
  isCombined,
  type CombinedStatement,
} from '@sheetwise/assistant';
import { DOCUMENT_ERROR_CODES, DOCUMENT_NOT_FOUND_MESSAGE } from '@sheetwise/contracts';
import type { ParsedStatement } from '@sheetwise/statements';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { findDocument } from '../documents/store';
import { loadTransactions } from '../documents/stored-transactions';
import {
  correctedPositions,
  correctionsVersions,
  loadCorrections,
} from '../transactions/corrections-store';
import type { StatementCache } from './statement-cache';
import { storedStatement } from './stored-statement';

/** What loading a document's statement needs of its row. */
export interface StatementDocument {
  id: string;
  file_name: string;
  created_at: Date;
  summary: Record<string, unknown>;
}

/**
 * The cache key of a document's statement as its owner has corrected it. The upload time changes
 * when a file is uploaded again under its name, the currency when its owner gives a statement
 * that named none one, and the version of the corrections with each correction or rule.
 */
const keyOf = (document: StatementDocument, corrections: string) =>
  `${document.id}:${document.created_at.getTime()}:${String(document.summary.currency)}:${document.file_name}:${corrections}`;

/** The statement exactly as stored, before its owner's corrections. */
export async function storedStatementOf(
  ctx: ServerContext,
  document: StatementDocument,
): Promise<ParsedStatement> {
  return storedStatement(document.summary, await loadTransactions(ctx.db, document.id));
}

/**
 * A document's statement as the assistant reads it, with its owner's corrections and rules
 * applied, from the cache when it was read lately. The chat and the insights page both load
 * statements through here, so both see the same figures, and a correction is never stale.
 */
export async function loadStatement(
  ctx: ServerContext,
  statements: StatementCache,
  userId: string,
  document: StatementDocument,
): Promise<ParsedStatement> {
  const versions = await correctionsVersions(ctx.db, userId, [document.id]);
  return correctedStatement(ctx, statements, userId, document, versions.get(document.id) ?? '');
}

function correctedStatement(
  ctx: ServerContext,
  statements: StatementCache,
  userId: string,
  document: StatementDocument,
  version: string,
): Promise<ParsedStatement> {
  return statements.get(keyOf(document, version), async () =>
    applyCorrections(
      await storedStatementOf(ctx, document),
      await loadCorrections(ctx.db, userId, document.id),
    ),
  );
}

/** The user's document of that name; another user's is not found, as is one that never was. */
export async function ownDocument(ctx: ServerContext, userId: string, fileName: string) {
  const document = await findDocument(ctx.db, userId, fileName);
  if (!document) {
    throw new AppError(404, DOCUMENT_ERROR_CODES.notFound, DOCUMENT_NOT_FOUND_MESSAGE);
  }
  return document;
}

/** The user's documents, oldest first, with what loading each one's statement needs. */
export function documentsOf(ctx: ServerContext, userId: string): Promise<StatementDocument[]> {
  return ctx.db
    .selectFrom('documents')
    .select(['id', 'file_name', 'created_at', 'summary'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .execute();
}

/** Each document with the version of its corrections and its cache key. */
async function keyedDocuments(
  ctx: ServerContext,
  userId: string,
  documents: readonly StatementDocument[],
) {
  const ids = documents.map((document) => document.id);
  const versions = await correctionsVersions(ctx.db, userId, ids);
  return documents.map((document) => {
    const version = versions.get(document.id) ?? '';
    return { document, version, key: keyOf(document, version) };
  });
}

/**
 * What all of the given documents' statements read as one are made from: each one's upload and
 * corrections. It changes whenever the combined reading would.
 */
export async function allStatementsVersion(
  ctx: ServerContext,
  userId: string,
  documents: readonly StatementDocument[],
): Promise<string> {
  const keyed = await keyedDocuments(ctx, userId, documents);
  return keyed.map(({ key }) => key).join('|');
}

/**
 * All of the given documents' statements read as one (`combineStatements`), each as corrected,
 * a row the user corrected in any of them counted from there. One cache entry holds them
 * together, so a conversation combines them and builds the assistant's view once; each
 * statement is loaded one after another, memory growing by one at a time.
 */
export async function loadAllStatements(
  ctx: ServerContext,
  statements: StatementCache,
  userId: string,
  documents: readonly StatementDocument[],
): Promise<CombinedStatement> {
  const keyed = await keyedDocuments(ctx, userId, documents);
  const key = `all:${keyed.map((entry) => entry.key).join('|')}`;
  const combined = await statements.get(key, async () => {
    const corrected = await correctedPositions(
      ctx.db,
      documents.map((document) => document.id),
    );
    const loaded = [];
    for (const { document, version } of keyed) {
      loaded.push({
        name: document.file_name,
        statement: await correctedStatement(ctx, statements, userId, document, version),
        corrected: corrected.get(document.id) ?? new Set<number>(),
      });
    }
    return combineStatements(loaded);
  });
  // Only combined statements are cached under an `all:` key.
  if (!isCombined(combined)) throw new Error('The cache held a single statement as all of them');
  return combined;
}
