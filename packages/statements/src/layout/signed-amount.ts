import type { LayoutAdapter } from './types';

/**
 * One signed amount column: negative is money out, as written. When no amount in the file
 * carries a sign, the direction is uncertain and a running balance, if there is one, settles it.
 */
export const signedAmount: LayoutAdapter = {
  name: 'signed-amount',
  detect({ columns, rows, money }) {
    const { amount } = columns;
    if (amount === undefined) return null;
    const anySign = rows.some((row) => money(row, amount)?.sign);
    return {
      name: 'signed-amount',
      read: (row) => money(row, amount)?.minor ?? null,
      signUncertain: !anySign,
    };
  },
};
