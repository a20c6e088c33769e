import { viewOf, type CombinedStatement, type StatementView } from '@sheetwise/assistant';
import type { Insertable } from 'kysely';
import type { ServerContext } from '../../context';
import type { CombinedRowsTable } from '../../db/schema-combined-readings';
import {
  allStatementsVersion,
  loadAllStatements,
  loadStatement,
  type StatementDocument,
} from '../chat/statement-loader';

/** Rows written per statement: enough to keep a large account's rewrite to a few round trips. */
const INSERT_BATCH = 1_000;

/** Each row's category label by its position in the statement a view was built from. */
const labelsOf = (view: StatementView) =>
  new Map(view.rows.map((row) => [row.tx.position, row.categoryLabel]));

/**
 * What reading the statements as one changes about each statement's own rows: the copies of a
 * shared row that another statement's copy stands for, and the rows whose category the combined
 * reading gives differently from their statement's own (as corrected: a move between the user's
 * own accounts, or a statement-wide reading such as regular income that changes with more rows).
 */
async function combinedExceptions(
  ctx: ServerContext,
  userId: string,
  documents: readonly StatementDocument[],
  combined: CombinedStatement,
): Promise<Insertable<CombinedRowsTable>[]> {
  const idOf = (part: number) => documents[part]?.id ?? '';
  const exceptions: Insertable<CombinedRowsTable>[] = combined.shared.map(({ part, position }) => ({
    document_id: idOf(part),
    position,
    shared: true,
    category: null,
  }));
  const own: Map<number, string>[] = [];
  for (const document of documents) {
    own.push(labelsOf(viewOf(await loadStatement(ctx, ctx.statements, userId, document))));
  }
  for (const row of viewOf(combined).rows) {
    const origin = combined.origins[row.tx.position];
    if (!origin || own[origin.part]?.get(origin.position) === row.categoryLabel) continue;
    exceptions.push({
      document_id: idOf(origin.part),
      position: origin.position,
      shared: false,
      category: row.categoryLabel,
    });
  }
  return exceptions;
}

/**
 * Makes sure the user's combined rows are those of their statements as they are now, before the
 * sheet of all statements reads them: the same `combineStatements` the all-statements chat and
 * insights count with, so the three show the same rows and the same figures. Read again only
 * when a statement or a correction changed (the version), and written in one transaction whose
 * first statement locks the user's reading, so two requests at once write it one after another.
 */
export async function ensureCombinedReading(
  ctx: ServerContext,
  userId: string,
  documents: readonly StatementDocument[],
): Promise<void> {
  const version = await allStatementsVersion(ctx, userId, documents);
  const stored = await ctx.db
    .selectFrom('combined_readings')
    .select('version')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (stored?.version === version) return;
  const combined = await loadAllStatements(ctx, ctx.statements, userId, documents);
  const exceptions = await combinedExceptions(ctx, userId, documents, combined);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('combined_readings')
      .values({ user_id: userId, version, updated_at: now })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({ version, updated_at: now }),
      )
      .execute();
    const ids = documents.map((document) => document.id);
    if (ids.length > 0)
      await trx.deleteFrom('combined_rows').where('document_id', 'in', ids).execute();
    for (let start = 0; start < exceptions.length; start += INSERT_BATCH) {
      await trx
        .insertInto('combined_rows')
        .values(exceptions.slice(start, start + INSERT_BATCH))
        .execute();
    }
  });
}
