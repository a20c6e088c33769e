import type { LayoutAdapter } from './types';

/**
 * Gross, Fee and Net columns (PayPal): the net is what moved the balance, so it is the amount.
 * Without a net column, gross plus fee (fees are written negative).
 */
export const grossFeeNet: LayoutAdapter = {
  name: 'gross-fee-net',
  detect({ columns, money }) {
    const { net, gross, fee } = columns;
    if (net !== undefined) {
      return { name: 'gross-fee-net', read: (row) => money(row, net)?.minor ?? null };
    }
    if (gross === undefined || fee === undefined) return null;
    return {
      name: 'gross-fee-net',
      read(row) {
        const grossAmount = money(row, gross);
        if (!grossAmount) return null;
        return grossAmount.minor - Math.abs(money(row, fee)?.minor ?? 0);
      },
    };
  },
};
