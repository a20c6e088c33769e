import type { ReadingRole } from '@sheetwise/contracts';
import type { LayoutInput } from '../layout/types';
import { reconcile, type BalanceRow } from '../reconcile';
import type { ParsedStatement } from '../types';

/** Roles whose columns already take part in the amounts as read, or are the balance itself. */
const READ_AS_MONEY: readonly ReadingRole[] = ['amount', 'debit', 'credit', 'balance'];

export interface AmountColumnFacts {
  roles: readonly ReadingRole[];
  /** Each transaction's row in the table, in the statement's order. */
  sources: readonly (readonly string[])[];
  money: LayoutInput['money'];
}

/**
 * Whether a money column the reading left out would make more of the running balances add up
 * than the amounts as read: then a header named the wrong column as the amount (an original
 * currency's amount, a local-currency copy, a fee), and the balance the file prints says so. Each
 * left-out column is tried as written and with the signs as read, for unsigned columns.
 */
export function otherColumnFitsBalances(
  statement: ParsedStatement,
  facts: AmountColumnFacts,
): boolean {
  const { transactions, reconciliation } = statement;
  const asRead = reconciliation?.reconciled ?? 0;
  for (let column = 0; column < facts.roles.length; column += 1) {
    if (READ_AS_MONEY.includes(facts.roles[column] ?? 'ignore')) continue;
    const values = facts.sources.map((row) => facts.money(row, column)?.minor ?? null);
    if (values.filter((value) => value !== null).length * 2 < transactions.length) continue;
    const asWritten: BalanceRow[] = [];
    const signedAsRead: BalanceRow[] = [];
    transactions.forEach((transaction, index) => {
      const value = values[index] ?? 0;
      const balance =
        transaction.balanceMinor === undefined ? {} : { balanceMinor: transaction.balanceMinor };
      asWritten.push({ amountMinor: value, ...balance });
      const sign = transaction.amountMinor < 0 ? -1 : 1;
      signedAsRead.push({ amountMinor: sign * Math.abs(value), ...balance });
    });
    for (const rows of [asWritten, signedAsRead]) {
      const outcome = reconcile(rows, false);
      if (outcome && outcome.reconciled > asRead && outcome.reconciled * 2 >= outcome.checked) {
        return true;
      }
    }
  }
  return false;
}
