import type { BalancePoint, BalanceSource } from '@sheetwise/contracts';
import { balanceTrail } from '../statement/balances';
import type { StatementView } from '../statement/view';

/**
 * The balance at the end of each day that has transactions: from the running balances the
 * statement printed, else from its opening balance plus the amounts. A statement with neither
 * (or all statements together, whose balances belong to different accounts) has no series.
 */
export function balanceSeries(view: StatementView): {
  source: BalanceSource;
  points: BalancePoint[];
} {
  const printed = view.rows.some((row) => row.tx.balanceMinor !== undefined);
  const opening = view.statement.openingBalanceMinor !== undefined;
  if (!printed && !opening) return { source: 'none', points: [] };
  const endOfDay = new Map<string, number>();
  // Later rows of a day overwrite earlier ones, leaving each day's last balance.
  for (const { row, balanceMinor } of balanceTrail(view)) endOfDay.set(row.tx.date, balanceMinor);
  const points = [...endOfDay].map(([date, balanceMinor]) => ({ date, balanceMinor }));
  return { source: printed ? 'printed' : 'opening-balance', points };
}
