import type { LayoutAdapter } from './types';

/**
 * Separate money-out and money-in columns. Debits may be written positive or already negative;
 * either way they are money out. A row with both filled nets them.
 */
export const debitCredit: LayoutAdapter = {
  name: 'debit-credit',
  detect({ columns, money }) {
    const { debit, credit } = columns;
    if (debit === undefined && credit === undefined) return null;
    return {
      name: 'debit-credit',
      read(row) {
        const out = money(row, debit);
        const into = money(row, credit);
        if (!out && !into) return null;
        return Math.abs(into?.minor ?? 0) - Math.abs(out?.minor ?? 0);
      },
    };
  },
};
