import {
  ALL_STATEMENTS,
  DOCUMENT_ERROR_CODES,
  TRANSACTION_ERROR_CODES,
  TRANSACTION_MESSAGES,
  type MerchantRule,
  type SheetTransaction,
  type TransactionCorrectionBody,
  type TransactionFilters,
  type TransactionPage,
  type TransactionPageQuery,
  type TransactionSummary,
} from '@sheetwise/contracts';
import { sql } from 'kysely';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ensureCombinedReading } from './combined-reading';
import { listRules, removeRule, saveRowCorrection, saveRule } from './corrections-store';
import { READINGS_VERSION, storeReadings } from './readings';
import {
  sheetCategories,
  sheetPage,
  sheetTotals,
  type SheetRow,
  type SheetScope,
} from './sheet-query';
import { ownDocument, storedStatementOf, type StatementDocument } from '../chat/statement-loader';
import { queueStatementRefresh } from '../statement-exports/refresh-job';

type ScopeDocument = StatementDocument & { readings_version: number | null };

/** The user's documents a sheet shows: one by name, or all of them; never another user's. */
async function scopeDocuments(
  ctx: ServerContext,
  userId: string,
  file: string,
): Promise<ScopeDocument[]> {
  if (file !== ALL_STATEMENTS) {
    return [await ownDocument(ctx, userId, file)];
  }
  const documents = await ctx.db
    .selectFrom('documents')
    .select(['id', 'file_name', 'created_at', 'summary', 'readings_version'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .execute();
  if (documents.length === 0) {
    throw new AppError(404, DOCUMENT_ERROR_CODES.notFound, TRANSACTION_MESSAGES.noStatements);
  }
  return documents;
}

/**
 * The sheet filters and sorts on what the assistant read into each row, so a statement not yet
 * read with the current rules is read first (once: the version is stored with the readings); the
 * sheet of all statements also on the statements read as one, stored the same way.
 */
export async function readScope(
  ctx: ServerContext,
  userId: string,
  file: string,
): Promise<SheetScope & { documents: ScopeDocument[] }> {
  const documents = await scopeDocuments(ctx, userId, file);
  for (const document of documents) {
    if (document.readings_version === READINGS_VERSION) continue;
    await storeReadings(ctx.db, document.id, await storedStatementOf(ctx, document));
  }
  const combined = file === ALL_STATEMENTS;
  if (combined) await ensureCombinedReading(ctx, userId, documents);
  const documentIds = documents.map((document) => document.id);
  const [corrected, rule] = await Promise.all([
    ctx.db
      .selectFrom('transaction_corrections')
      .select('position')
      .where('document_id', 'in', documentIds)
      .limit(1)
      .executeTakeFirst(),
    ctx.db
      .selectFrom('merchant_rules')
      .select('merchant_key')
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    userId,
    documentIds,
    documents,
    rowCorrections: corrected !== undefined,
    rules: rule !== undefined,
    combined,
  };
}

function presentRow(row: SheetRow): SheetTransaction {
  return {
    statement: row.statement,
    position: row.position,
    date: row.date,
    description: row.description,
    merchant: row.merchant,
    category: row.category,
    amountMinor: row.amount_minor,
    balanceMinor: row.balance_minor,
    currency: row.currency,
    pending: row.pending,
    balanceCheck: row.balance_check,
    original: row.corrected_by
      ? { merchant: row.read_merchant, category: row.read_category }
      : null,
    correctedBy: row.corrected_by,
  };
}

/** A page of the filtered, sorted rows. */
export async function transactionPage(
  ctx: ServerContext,
  userId: string,
  query: TransactionPageQuery,
): Promise<TransactionPage> {
  const scope = await readScope(ctx, userId, query.file);
  return { rows: (await sheetPage(ctx.db, scope, query, query)).map(presentRow) };
}

/** The filtered rows' count and totals, and the categories to choose from. */
export async function transactionSummary(
  ctx: ServerContext,
  userId: string,
  filters: TransactionFilters,
): Promise<TransactionSummary> {
  const scope = await readScope(ctx, userId, filters.file);
  const [totals, categories] = await Promise.all([
    sheetTotals(ctx.db, scope, filters),
    sheetCategories(ctx.db, scope),
  ]);
  return {
    total: totals.reduce((sum, row) => sum + row.count, 0),
    totals,
    categories,
  };
}

/** The merchant the assistant read into a row, or undefined when the row does not exist. */
async function readMerchantOf(ctx: ServerContext, documentId: string, position: number) {
  const { rows } = await sql<{ merchant: string | null; description: string }>`
    select merchants[${position} - first_position + 1] as merchant,
      descriptions[${position} - first_position + 1] as description
    from transaction_chunks
    where document_id = ${documentId}
      and ${position} between first_position and first_position + cardinality(dates) - 1`.execute(
    ctx.db,
  );
  const row = rows[0];
  return row ? (row.merchant ?? row.description) : undefined;
}

/**
 * Changes a row's merchant or category, or, for every row of its merchant, the user's rule for
 * that merchant (in every statement, present and future). A rule replaces the row's own
 * correction of what it sets, so the row shows what the user just chose.
 */
export async function correctTransaction(
  ctx: ServerContext,
  userId: string,
  fileName: string,
  position: number,
  body: TransactionCorrectionBody,
): Promise<void> {
  // A row belongs to one statement: `all` names none here.
  const document = await ownDocument(ctx, userId, fileName);
  if (document.readings_version !== READINGS_VERSION) {
    await storeReadings(ctx.db, document.id, await storedStatementOf(ctx, document));
  }
  const readMerchant = await readMerchantOf(ctx, document.id, position);
  if (readMerchant === undefined) {
    throw new AppError(404, TRANSACTION_ERROR_CODES.rowNotFound, TRANSACTION_MESSAGES.rowNotFound);
  }
  const change = {
    ...(body.merchant !== undefined ? { merchant: body.merchant } : {}),
    ...(body.category !== undefined ? { category: body.category } : {}),
  };
  await ctx.db.transaction().execute(async (trx) => {
    if (!body.everyRowOfMerchant) {
      await saveRowCorrection(trx, document.id, position, change);
      return;
    }
    await saveRule(trx, userId, readMerchant, change);
    const cleared = Object.fromEntries(Object.keys(change).map((key) => [key, null]));
    await saveRowCorrection(trx, document.id, position, cleared);
  });
  await queueStatementRefresh(ctx, userId);
}

export async function merchantRules(ctx: ServerContext, userId: string): Promise<MerchantRule[]> {
  const rules = await listRules(ctx.db, userId);
  return rules.map((rule) => ({
    key: rule.merchant_key,
    merchant: rule.merchant,
    category: rule.category,
    updatedAt: rule.updated_at.toISOString(),
  }));
}

export async function deleteMerchantRule(ctx: ServerContext, userId: string, key: string) {
  if (!(await removeRule(ctx.db, userId, key))) {
    throw new AppError(
      404,
      TRANSACTION_ERROR_CODES.ruleNotFound,
      TRANSACTION_MESSAGES.ruleNotFound,
    );
  }
  await queueStatementRefresh(ctx, userId);
}
