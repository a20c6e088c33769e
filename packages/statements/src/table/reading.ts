import {
  MAX_HEADER_SIGNATURE_LENGTH,
  READING_REASONS,
  isKnownCurrency,
  type ReadingChoice,
} from '@sheetwise/contracts';
import { parseAmount } from '../parse-amount';
import { parseDate, type DateOrder } from '../parse-date';
import { reconcile } from '../reconcile';
import type { ParsedStatement, StatementReading } from '../types';
import { normalizeWords } from './columns';
import type { Table } from './locate-table';
import { otherColumnFitsBalances, type AmountColumnFacts } from './other-amount-column';

/** Whether the amounts turned round reconcile more running balances than as read. */
function flippedReconcilesMore(statement: ParsedStatement): boolean {
  const flipped = reconcile(
    statement.transactions.map((row) => ({ ...row, amountMinor: 0 - row.amountMinor })),
    false,
  );
  return (flipped?.reconciled ?? 0) > (statement.reconciliation?.reconciled ?? 0);
}

/** Rows shown to a person asked to confirm the reading. */
export const PREVIEW_ROWS = 8;

/** Rows a headerless table's column kinds are taken from: enough to outvote an odd cell. */
const SIGNATURE_SAMPLE = 50;

/**
 * What tells one bank's layout from another's, and stays the same from one export to the next:
 * the header's words, normalised; for a file with no header, its width and what each column
 * holds (d date, m money, c currency code, t text, e empty).
 */
export function headerSignature(table: Table): string {
  const { names } = table.columns;
  const signature = table.headerless
    ? `n${names.length}:${names.map((_, index) => columnKind(table.body, index)).join('')}`
    : `h:${names.map(normalizeWords).join('|')}`;
  return signature.slice(0, MAX_HEADER_SIGNATURE_LENGTH);
}

function columnKind(body: readonly (readonly string[])[], index: number): string {
  const counts = new Map<string, number>();
  for (const row of body.slice(0, SIGNATURE_SAMPLE)) {
    const cell = (row[index] ?? '').trim();
    if (!cell) continue;
    const kind = kindOf(cell);
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  let best = 'e';
  let most = 0;
  for (const [kind, count] of counts) {
    if (count > most) [best, most] = [kind, count];
  }
  return best;
}

function kindOf(cell: string): string {
  if (parseDate(cell, 'dmy') ?? parseDate(cell, 'mdy')) return 'd';
  if (/^[A-Z]{3}$/.test(cell) && isKnownCurrency(cell)) return 'c';
  if (parseAmount(cell) ?? parseAmount(cell, { decimalMark: ',' })) return 'm';
  return 't';
}

/** The person's choice for this table's layout: the one given with the file, else a remembered one. */
export function choiceFor(
  signature: string,
  given: ReadingChoice | undefined,
  remembered: readonly ReadingChoice[] = [],
): { choice: ReadingChoice; source: 'chosen' | 'remembered' } | null {
  if (given)
    return given.headerSignature === signature ? { choice: given, source: 'chosen' } : null;
  const found = remembered.find((choice) => choice.headerSignature === signature);
  return found ? { choice: found, source: 'remembered' } : null;
}

export interface ReadingFacts extends AmountColumnFacts {
  table: Table;
  signature: string;
  source: StatementReading['source'];
  dateOrder: DateOrder;
  /** Nothing in the dates settled their order, and no person chose it. */
  dateGuessed: boolean;
  /** The amounts had no sign and no person said which way they go. */
  signUncertain: boolean;
  /** Nothing settled whether `1.234` is thousands or decimals (see `MarkDecision`). */
  markUncertain: boolean;
  /** Each row's sign came from a direction column's markers (DB/CR, S/H), not the amount. */
  signByMarkers: boolean;
}

/**
 * The reading and how sure of it we are. A person's choice settles it; otherwise each doubt the
 * file leaves open is a reason, and any reason makes the reading 'low'. A running balance that
 * mostly adds up settles the sign and a headerless table's columns. Balances that do not add up
 * are a doubt about the reading when the signs came from a direction column's markers, or when
 * the other sign, or a money column the reading left out, would add up more of them: otherwise
 * balances that fit no reading (rows out of order, a placeholder balance) are the file's own,
 * which the statement's warning names, and a question would not help.
 */
export function describeReading(statement: ParsedStatement, facts: ReadingFacts): StatementReading {
  const { table, signature, roles, source } = facts;
  const check = statement.reconciliation;
  const balanced = check !== null && check.checked > 0 && check.reconciled * 2 >= check.checked;
  const reasons: string[] = [];
  if (source === 'inferred') {
    if (facts.dateGuessed) reasons.push(READING_REASONS.dateOrder);
    if (facts.signUncertain && !balanced) reasons.push(READING_REASONS.sign);
    if (table.headerless && !balanced) reasons.push(READING_REASONS.headerless);
    // A balance that adds up proves nothing here: either reading scales amounts and balances alike.
    if (facts.markUncertain) reasons.push(READING_REASONS.decimalMark);
    const doubted = check !== null && check.checked > 0 && !balanced;
    // Markers read from their values alone are confirmed by the balance or asked about: a
    // column we took for DB/CR that the balance contradicts may not be the direction at all.
    if (
      doubted &&
      (facts.signByMarkers ||
        flippedReconcilesMore(statement) ||
        otherColumnFitsBalances(statement, facts))
    ) {
      reasons.push(READING_REASONS.balances);
    }
  }
  const width = table.columns.names.length;
  return {
    confidence: reasons.length > 0 ? 'low' : 'high',
    source,
    reasons,
    headerSignature: signature,
    columns: roles.map((role, index) => ({
      index,
      header: table.columns.names[index] ?? '',
      role,
    })),
    dateOrder: facts.dateOrder,
    dateOrderUncertain: source === 'inferred' && facts.dateGuessed,
    signUncertain: source === 'inferred' && facts.signUncertain && !balanced,
    preview: statement.transactions.slice(0, PREVIEW_ROWS).map((transaction, index) => ({
      cells: Array.from({ length: width }, (_, column) => facts.sources[index]?.[column] ?? ''),
      date: transaction.date,
      description: transaction.description,
      amountMinor: transaction.amountMinor,
    })),
  };
}
