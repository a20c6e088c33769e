import type { Row, StatementView } from './view';

/** A balance and where it came from, so answers can cite the row that proves it. */
export interface BalanceFact {
  balanceMinor: number;
  /** The last row on or before the moment asked about, if any. */
  row?: Row;
  /** `printed`: the statement printed it; `computed`: a printed balance plus later amounts. */
  source: 'printed' | 'computed';
}

const sumAmounts = (rows: readonly Row[]) => rows.reduce((sum, row) => sum + row.tx.amountMinor, 0);

/**
 * The balance before the first transaction: the statement's own opening balance, else the first
 * printed running balance less the amounts up to and including its row.
 */
export function openingBalance(view: StatementView): number | undefined {
  if (view.statement.openingBalanceMinor !== undefined) return view.statement.openingBalanceMinor;
  const index = view.rows.findIndex((row) => row.tx.balanceMinor !== undefined);
  const printed = view.rows[index]?.tx.balanceMinor;
  if (printed === undefined) return undefined;
  return printed - sumAmounts(view.rows.slice(0, index + 1));
}

/**
 * The balance at the end of a day: the last running balance printed on or before it, plus any
 * later rows up to that day that printed none; with no printed balance before it, the opening
 * balance plus every amount through that day. Undefined when the statement gives neither.
 */
export function balanceAtEndOf(view: StatementView, date: string): BalanceFact | undefined {
  const upTo = view.rows.filter((row) => row.tx.date <= date);
  const last = upTo[upTo.length - 1];
  let anchor = -1;
  for (let index = upTo.length - 1; index >= 0; index--) {
    if (upTo[index]?.tx.balanceMinor !== undefined) {
      anchor = index;
      break;
    }
  }
  const printed = upTo[anchor]?.tx.balanceMinor;
  if (printed !== undefined) {
    const after = upTo.slice(anchor + 1);
    const source = after.length === 0 ? 'printed' : 'computed';
    return { balanceMinor: printed + sumAmounts(after), row: last, source };
  }
  const opening = openingBalance(view);
  if (opening === undefined) return undefined;
  return { balanceMinor: opening + sumAmounts(upTo), row: last, source: 'computed' };
}

/** The statement's closing balance, else the balance at the end of its last day. */
export function closingBalance(view: StatementView): BalanceFact | undefined {
  const last = view.rows[view.rows.length - 1];
  const closing = view.statement.closingBalanceMinor;
  if (closing !== undefined) return { balanceMinor: closing, row: last, source: 'printed' };
  return balanceAtEndOf(view, view.period.end);
}

/** The balance after every row, oldest first (printed where printed, else carried forward). */
export function balanceTrail(view: StatementView): { row: Row; balanceMinor: number }[] {
  let running = openingBalance(view);
  const trail: { row: Row; balanceMinor: number }[] = [];
  for (const row of view.rows) {
    running =
      row.tx.balanceMinor ?? (running === undefined ? undefined : running + row.tx.amountMinor);
    if (running !== undefined) trail.push({ row, balanceMinor: running });
  }
  return trail;
}
