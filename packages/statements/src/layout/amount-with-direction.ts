import { directionOf, isDirectionColumn, type Direction } from './direction';
import { namesDirection } from '../table/columns';
import type { Layout, LayoutAdapter, LayoutInput } from './types';

/**
 * One amount column plus a column that says which way the money went: a type column
 * (DEBIT/CREDIT, D/K, inflow/outflow) or an unnamed flag column (CR on credits, as UK card
 * exports do). The stated direction wins over the amount's own sign (Mint writes debits positive
 * and credits negative). A row with no flag takes the opposite of the only flag the column uses.
 */
export const amountWithDirection: LayoutAdapter = {
  name: 'amount-with-direction',
  detect({ columns, rows, money }) {
    const { amount } = columns;
    if (amount === undefined) return null;
    const column = [columns.type, columns.flag].find(
      (index) => index !== undefined && isDirectionColumn(rows, index),
    );
    if (column === undefined) return unmarkedCharges(columns, rows, money);
    const fallback = unflaggedDirection(rows, column);
    return {
      name: 'amount-with-direction',
      signByMarkers: true,
      read(row) {
        const value = money(row, amount);
        if (!value) return null;
        const direction = directionOf(row[column]) ?? fallback;
        if (!direction) return value.minor;
        return direction === 'in' ? Math.abs(value.minor) : 0 - Math.abs(value.minor);
      },
    };
  },
};

/**
 * A column headed as a direction marker (`BillingAmountSign`, `Cr/Dr`) that marks no row, beside
 * amounts with no sign: every row is the unmarked kind. Such columns mark the credits (CR), so
 * the rows are money out; the sign stays uncertain, for a running balance to settle.
 */
function unmarkedCharges(
  columns: LayoutInput['columns'],
  rows: LayoutInput['rows'],
  money: LayoutInput['money'],
): Layout | null {
  const { amount, type } = columns;
  if (amount === undefined || type === undefined) return null;
  if (!namesDirection(columns.names[type] ?? '')) return null;
  if (rows.some((row) => (row[type] ?? '') !== '' || money(row, amount)?.sign)) return null;
  return {
    name: 'amount-with-direction',
    read: (row) => {
      const value = money(row, amount);
      return value ? 0 - Math.abs(value.minor) : null;
    },
    signUncertain: true,
  };
}

function unflaggedDirection(
  rows: readonly (readonly string[])[],
  column: number,
): Direction | null {
  const used = new Set(rows.map((row) => directionOf(row[column])).filter((d) => d !== null));
  if (used.size !== 1) return null;
  return used.has('in') ? 'out' : 'in';
}
