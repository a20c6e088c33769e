import { randomUUID } from 'node:crypto';
import {
  SYNC_ERROR_CODES,
  SYNC_MESSAGES,
  type CleanerProposal,
  type ResolveConflictRequest,
  type SyncConflict,
} from '@sheetwise/contracts';
import {
  cellFingerprint,
  likelyDuplicates,
  proposeCleanups,
  type CellValue,
  type Decision,
} from '@sheetwise/sync';
import type { ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { FileStore } from '../../platform/file-store';
import { loadState } from './files';
import { requirePair } from './pair-service';
import { cellView, presentConflict } from './present';
import { headerOf } from './run-changes';
import {
  decisionSources,
  findConflict,
  listConflicts,
  putDecision,
  type ConflictRow,
} from './store';

export async function conflictsOf(ctx: ServerContext, userId: string, pairId: string) {
  await requirePair(ctx, userId, pairId);
  return (await listConflicts(ctx.db, userId, pairId)).map(presentConflict);
}

/** A typed value keeps its kind where the sides agree on one: a number column stays numbers. */
function typedValue(text: string, like: readonly (CellValue | undefined)[]): CellValue {
  const trimmed = text.trim();
  if (like.some((cell) => typeof cell === 'number') && /^-?\d+(\.\d+)?$/.test(trimmed)) {
    return Number(trimmed);
  }
  if (like.some((cell) => typeof cell === 'object' && cell !== null && 'date' in cell)) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return { date: trimmed };
  }
  return text;
}

function decisionFor(conflict: ConflictRow, request: ResolveConflictRequest): Decision {
  if (conflict.kind === 'edit-vs-delete') {
    if (request.choice === 'manual') {
      throw new AppError(
        400,
        SYNC_ERROR_CODES.manualValueRequired,
        'A deleted row is kept or deleted: choose a side.',
      );
    }
    return { kind: 'row', rowId: conflict.row_id ?? '', winner: request.choice };
  }
  let value: CellValue;
  if (request.choice === 'manual') {
    if (request.value === undefined || request.value.trim() === '') {
      throw new AppError(
        400,
        SYNC_ERROR_CODES.manualValueRequired,
        SYNC_MESSAGES.manualValueRequired,
      );
    }
    value = typedValue(request.value, [conflict.google, conflict.excel, conflict.base]);
  } else {
    value = (request.choice === 'google' ? conflict.google : conflict.excel) ?? null;
  }
  return {
    kind: 'cell',
    rowId: conflict.row_id ?? '',
    columnId: conflict.column_id ?? '',
    value,
    expect: { google: cellFingerprint(conflict.google), excel: cellFingerprint(conflict.excel) },
  };
}

/** Records a person's choice; the next run writes it while the conflict still stands. */
export async function resolveConflict(
  ctx: ServerContext,
  userId: string,
  conflictId: string,
  request: ResolveConflictRequest,
): Promise<SyncConflict> {
  const conflict = await findConflict(ctx.db, userId, conflictId);
  const choosable = ['both-edited', 'insert-both', 'edit-vs-delete'];
  if (!conflict || !choosable.includes(conflict.kind)) {
    throw new AppError(404, SYNC_ERROR_CODES.conflictNotFound, SYNC_MESSAGES.conflictNotFound);
  }
  const decision = decisionFor(conflict, request);
  await ctx.db.transaction().execute(async (trx) => {
    await putDecision(trx, {
      id: randomUUID(),
      pairId: conflict.pair_id,
      source: `conflict:${conflict.id}`,
      decision,
      now: ctx.clock.now(),
    });
    await trx
      .updateTable('sync_conflicts')
      .set({
        decision_choice: request.choice,
        decision_value: decision.kind === 'cell' ? JSON.stringify(decision.value) : null,
      })
      .where('id', '=', conflict.id)
      .execute();
  });
  return presentConflict((await findConflict(ctx.db, userId, conflictId)) as ConflictRow);
}

const proposalId = (rowId: string, columnId: string) => `clean:${rowId}:${columnId}`;

/**
 * The cleaner's proposals for the pair's synced table, none accepted yet. Likely duplicates are
 * pointed out, never offered for removal: two equal coffees on one day are real.
 */
export async function cleanerProposals(
  ctx: ServerContext,
  files: FileStore,
  userId: string,
  pairId: string,
): Promise<CleanerProposal[]> {
  const pair = await requirePair(ctx, userId, pairId);
  if (!pair.linked_at) return [];
  const { base } = await loadState(files, userId, pairId);
  const accepted = await decisionSources(ctx.db, pairId);
  const rowNumber = new Map(base.rows.map((row, index) => [row.id, index + 2]));
  const cells = proposeCleanups(base)
    .filter((cleanup) => !accepted.has(proposalId(cleanup.rowId, cleanup.columnId)))
    .map((cleanup): CleanerProposal => ({
      id: proposalId(cleanup.rowId, cleanup.columnId),
      kind: cleanup.kind,
      row: `Row ${rowNumber.get(cleanup.rowId) ?? '?'}`,
      column: headerOf([base], cleanup.columnId),
      before: cellView(cleanup.before),
      after: cellView(cleanup.after),
      description: CLEANUP_WORDS[cleanup.kind],
    }));
  const duplicates = likelyDuplicates(base).map((group, index): CleanerProposal => ({
    id: `duplicate:${index}`,
    kind: 'likely-duplicate',
    row: group.rowIds.map((id) => `Row ${rowNumber.get(id) ?? '?'}`).join(', '),
    column: null,
    before: null,
    after: null,
    description:
      'These rows look the same. Sheetwise never removes rows on its own; delete one yourself if it is a mistake.',
  }));
  return [...cells, ...duplicates];
}

const CLEANUP_WORDS = {
  spaces: 'Trim and collapse spaces',
  'invisible-characters': 'Remove non-breaking and zero-width spaces',
  capitalization: 'Use the spelling most of the column uses',
  'number-as-text': 'Store this number as a number',
  'date-as-text': 'Store this date as a date',
} as const;

/** Accepted proposals become decisions the next run writes on both sides. */
export async function acceptCleanups(
  ctx: ServerContext,
  files: FileStore,
  userId: string,
  pairId: string,
  accept: readonly string[],
): Promise<CleanerProposal[]> {
  const proposals = await cleanerProposals(ctx, files, userId, pairId);
  const { base } = await loadState(files, userId, pairId);
  const wanted = new Set(accept);
  for (const cleanup of proposeCleanups(base)) {
    const id = proposalId(cleanup.rowId, cleanup.columnId);
    if (!wanted.has(id) || !proposals.some((proposal) => proposal.id === id)) continue;
    const before = cellFingerprint(cleanup.before);
    await putDecision(ctx.db, {
      id: randomUUID(),
      pairId,
      source: id,
      decision: {
        kind: 'cell',
        rowId: cleanup.rowId,
        columnId: cleanup.columnId,
        value: cleanup.after,
        expect: { google: before, excel: before },
      },
      now: ctx.clock.now(),
    });
  }
  return cleanerProposals(ctx, files, userId, pairId);
}
