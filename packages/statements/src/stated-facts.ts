import { formatMinor } from './currency';
import type { DraftRow } from './finish-statement';
import type { FactKind } from './table/fact-lines';
import type { StatedFacts } from './types';

/** A statement's summary figures as printed (minor units, signed as read) and its due date. */
export type PrintedFacts = Partial<Record<Exclude<FactKind, 'dueDate'>, number>> & {
  dueDate?: string;
};

interface Known {
  rows: readonly DraftRow[];
  openingBalanceMinor?: number | undefined;
  closingBalanceMinor?: number | undefined;
  currency: string | null;
}

/**
 * Checks the printed figures against the rows and each other, and keeps those that pass: the
 * amount due is what the statement owes at its close (its closing balance, or its opening one
 * moved by the rows), the minimum is no more than the amount due, the available credit no more
 * than the limit, and the due date not before the first transaction. A figure that fails was
 * misread or belongs to something else; stating it would give a person a wrong figure, so it is
 * dropped and a warning says so. A "New balance" is what is due only beside a minimum payment
 * or a credit limit, the marks of a card's summary.
 */
export function checkFacts(
  printed: PrintedFacts,
  known: Known,
  warnings: string[],
): StatedFacts | undefined {
  const money = (minor: number) => formatMinor(minor, known.currency);
  const card =
    printed.minimumDue !== undefined ||
    printed.creditLimit !== undefined ||
    printed.availableCredit !== undefined;
  const facts: StatedFacts = {};
  const owed = owedAtClose(known);
  const due = printed.amountDue ?? (card ? printed.newBalance : undefined);
  if (due !== undefined) {
    if (due < 0 || (owed !== undefined && due !== owed)) {
      warnings.push(
        `The statement's amount due, ${money(due)}, is not what it owes at its close${owed === undefined ? '' : ` (${money(owed)})`}, so we left it out.`,
      );
    } else facts.amountDueMinor = due;
  }
  const minimum = printed.minimumDue;
  const ceiling = facts.amountDueMinor ?? owed;
  if (minimum !== undefined) {
    if (minimum < 0 || (ceiling !== undefined && minimum > ceiling)) {
      warnings.push(
        `The statement's minimum payment, ${money(minimum)}, is more than it owes${ceiling === undefined ? '' : ` (${money(ceiling)})`}, so we left it out.`,
      );
    } else facts.minimumDueMinor = minimum;
  }
  const { creditLimit: limit, availableCredit: available } = printed;
  if (limit !== undefined && limit >= 0) facts.creditLimitMinor = limit;
  if (available !== undefined) {
    if (available < 0 || (limit !== undefined && available > limit)) {
      warnings.push(
        `The statement's available credit, ${money(available)}, is more than its credit limit, so we left it out.`,
      );
    } else facts.availableCreditMinor = available;
  }
  if (printed.dueDate !== undefined) {
    const first = known.rows.reduce<string | null>(
      (earliest, row) => (row.date && (!earliest || row.date < earliest) ? row.date : earliest),
      null,
    );
    if (first && printed.dueDate < first) {
      warnings.push(
        `The statement's payment due date is before its first transaction, so we left it out.`,
      );
    } else facts.dueDate = printed.dueDate;
  }
  return Object.keys(facts).length > 0 ? facts : undefined;
}

/**
 * What the holder owes when the statement closes, positive: its closing balance, or its opening
 * one moved by the booked rows. A card balance may be signed either way by the file, so the
 * size is what is compared.
 */
function owedAtClose(known: Known): number | undefined {
  if (known.closingBalanceMinor !== undefined) return Math.abs(known.closingBalanceMinor);
  if (known.openingBalanceMinor === undefined) return undefined;
  const moved = known.rows.reduce((sum, row) => (row.pending ? sum : sum + row.amountMinor), 0);
  return Math.abs(known.openingBalanceMinor + moved);
}
