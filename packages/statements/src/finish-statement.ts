import { formatCalendarDate } from '@sheetwise/contracts';
import { formatMinor } from './currency';
import { fail } from './errors';
import { balancesFromRows, reconcile, type BalanceRow, type ReconcileOutcome } from './reconcile';
import { checkFacts, type PrintedFacts } from './stated-facts';
import { totalsWarnings, type StatedTotals } from './stated-totals';
import type { ParseResult, ParsedStatement, StatementFormat, Transaction } from './types';

/**
 * A transaction as a reader found it, before positions, pending dates and checks: the date is
 * null for a pending row the bank has not dated, and `position` is set by finishStatement.
 * The draft becomes the transaction itself: a copy of every row cost a 225,000-row statement
 * 0.1 s, most of it collecting the drafts.
 */
export type DraftRow = Omit<Transaction, 'date'> & { date: string | null };

/** A draft with what every row has; the reader adds the rest. `pending` is kept only when true. */
export function draftRow(
  date: string | null,
  description: string,
  amountMinor: number,
  pending: boolean,
): DraftRow {
  const row: DraftRow = { position: 0, date, description, amountMinor };
  if (pending) row.pending = true;
  return row;
}

export interface StatementDraft {
  format: StatementFormat;
  rows: DraftRow[];
  currency: string | null;
  currencies?: string[];
  bank?: string;
  accountMasked?: string;
  openingBalanceMinor?: number;
  closingBalanceMinor?: number;
  /** Totals of money in and out the statement prints, checked against the rows. */
  statedTotals?: StatedTotals;
  /** A card statement's summary figures as printed, checked against the rows (stated-facts.ts). */
  printedFacts?: PrintedFacts;
  /** The period the statement names, if it does; widened to cover every transaction. */
  statedPeriod?: { start: string; end: string } | null;
  /** True when the amounts carried no sign of their own. */
  signUncertain: boolean;
  warnings: string[];
}

/**
 * Turns a reader's draft into the statement every reader returns: dates pending rows, settles an
 * uncertain sign by the running balance, reconciles, fills opening and closing balances from the
 * running balance when the file did not label them (and at least half its checks pass), and
 * works out the period.
 */
export function finishStatement(draft: StatementDraft): ParseResult {
  const warnings = [...draft.warnings];
  const range = dateRange(draft.rows);
  if (!range) return fail('no-transactions');
  const { earliest, latest } = range;
  let rows = datePending(draft.rows, latest, warnings);
  const newestFirst = range.first > range.last;
  let outcome = reconcile(rows, newestFirst);
  if (draft.signUncertain && outcome) {
    const flipped = rows.map((row) => ({ ...row, amountMinor: 0 - row.amountMinor }));
    const other = reconcile(flipped, newestFirst);
    if (other && other.reconciled > outcome.reconciled) {
      rows = flipped;
      outcome = other;
      warnings.push(
        'The amounts carry no sign, so we read their direction from the running balance.',
      );
    }
  } else if (draft.signUncertain && rows.every((row) => row.amountMinor >= 0)) {
    warnings.push(
      "No amount in this file has a sign, so we couldn't tell money in from money out.",
    );
  }
  if (outcome && outcome.brokenRows.length > 0) {
    warnings.push(brokenRowsWarning(rows, outcome));
  }
  if (!draft.currencies) warnings.push(...totalsWarnings(rows, draft.statedTotals, draft.currency));
  const known = balances(draft, rows, outcome, warnings);
  // A statement mixing currencies has no one amount due to check.
  const facts =
    draft.printedFacts && !draft.currencies
      ? checkFacts(draft.printedFacts, { ...known, rows, currency: draft.currency }, warnings)
      : undefined;
  const statement: ParsedStatement = {
    format: draft.format,
    ...(draft.bank ? { bank: draft.bank } : {}),
    ...(draft.accountMasked ? { accountMasked: draft.accountMasked } : {}),
    currency: draft.currency,
    ...(draft.currencies ? { currencies: draft.currencies } : {}),
    period: periodOf(draft.statedPeriod, earliest, latest),
    ...known,
    transactions: numbered(rows),
    reconciliation: outcome
      ? { checked: outcome.checked, reconciled: outcome.reconciled, brokenRows: outcome.brokenRows }
      : null,
    warnings,
    ...(facts ? { statedFacts: facts } : {}),
  };
  return { ok: true, statement };
}

interface DateRange {
  earliest: string;
  latest: string;
  /** The dates of the first and last dated rows, in the file's order. */
  first: string;
  last: string;
}

/** The rows' dates in one scan (ISO dates compare as text); null when no row is dated. */
function dateRange(rows: readonly DraftRow[]): DateRange | null {
  let range: DateRange | null = null;
  for (const { date } of rows) {
    if (date === null) continue;
    if (!range) {
      range = { earliest: date, latest: date, first: date, last: date };
      continue;
    }
    if (date < range.earliest) range.earliest = date;
    if (date > range.latest) range.latest = date;
    range.last = date;
  }
  return range;
}

/** Names the rows whose printed balance does not follow, so the user can check them. */
function brokenRowsWarning(rows: readonly DraftRow[], outcome: ReconcileOutcome): string {
  const broken = outcome.brokenRows.length;
  const named = outcome.brokenRows.slice(0, 3).map((position) => {
    const row = rows[position];
    return `${formatCalendarDate(row?.date ?? '')} ${row?.description ?? ''}`.trim();
  });
  const more = broken > 3 ? ` and ${broken - 3} more` : '';
  const rowsText = outcome.checked === 1 ? 'row' : 'rows';
  return `The printed balance doesn't follow from the amounts on ${broken} of ${outcome.checked} ${rowsText}: ${named.join('; ')}${more}. We kept every amount as the statement prints it.`;
}

function periodOf(
  stated: StatementDraft['statedPeriod'],
  first: string,
  last: string,
): ParsedStatement['period'] {
  if (!stated) return { start: first, end: last };
  return {
    start: stated.start < first ? stated.start : first,
    end: stated.end > last ? stated.end : last,
  };
}

function datePending(rows: DraftRow[], latest: string, warnings: string[]): Transaction[] {
  const undated = rows.filter((row) => row.date === null).length;
  // Every row has its date: the drafts are transactions already.
  if (undated === 0) return rows as Transaction[];
  const what = undated === 1 ? '1 pending transaction has' : `${undated} pending transactions have`;
  warnings.push(
    `${what} no date yet, so we dated them ${formatCalendarDate(latest)}, the statement's latest date.`,
  );
  return rows.map((row) => ({ ...row, date: row.date ?? latest }));
}

function balances(
  draft: StatementDraft,
  rows: readonly BalanceRow[],
  outcome: ReconcileOutcome | null,
  warnings: string[],
): { openingBalanceMinor?: number; closingBalanceMinor?: number } {
  let opening = draft.openingBalanceMinor;
  let closing = draft.closingBalanceMinor;
  const trusted = outcome !== null && outcome.reconciled * 2 >= outcome.checked;
  if (outcome && trusted && !draft.currencies) {
    const fromRows = balancesFromRows(rows, outcome.reversed);
    opening ??= fromRows.opening;
    closing ??= fromRows.closing;
  } else if (!outcome && opening !== undefined && closing !== undefined && !draft.currencies) {
    const total = rows.reduce((sum, row) => sum + row.amountMinor, 0);
    if (opening + total !== closing) {
      const sum = formatMinor(opening + total, draft.currency);
      const stated = formatMinor(closing, draft.currency);
      warnings.push(
        `The opening balance plus the transactions comes to ${sum}, but the statement's closing balance is ${stated}.`,
      );
    }
  }
  return {
    ...(opening !== undefined ? { openingBalanceMinor: opening } : {}),
    ...(closing !== undefined ? { closingBalanceMinor: closing } : {}),
  };
}

/** The transactions' positions, set in place: each is its row's place in the file's order. */
function numbered(rows: Transaction[]): Transaction[] {
  rows.forEach((row, position) => {
    row.position = position;
  });
  return rows;
}
