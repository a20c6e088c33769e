import { feeReader } from './fee-column';
import type { LayoutAdapter } from './types';

/**
 * Gross, Fee and Net columns (PayPal): the net is what moved the balance, so it is the amount.
 * Without a net column, gross plus fee (fees are written negative).
 */
export const grossFeeNet: LayoutAdapter = {
  name: 'gross-fee-net',
  detect(input) {
    const { columns, money } = input;
    const { net, gross, fee } = columns;
    const fees = fee === undefined ? undefined : feeReader(input, fee);
    if (net !== undefined) {
      return {
        name: 'gross-fee-net',
        read: (row) => money(row, net)?.minor ?? null,
        ...(fees ? { fee: fees } : {}),
      };
    }
    if (gross === undefined || !fees) return null;
    return {
      name: 'gross-fee-net',
      fee: fees,
      read(row) {
        const grossAmount = money(row, gross);
        return grossAmount ? grossAmount.minor - (fees(row) ?? 0) : null;
      },
    };
  },
};
