import { balanceFit } from '../balance-fit';
import { feeReader } from './fee-column';
import type { AmountReader, LayoutAdapter, LayoutInput } from './types';

/** How many steps of the running balance equal the amounts `read` gives, balance after the row. */
function balanceSteps(input: LayoutInput, balance: number, read: AmountReader): number {
  const balances = input.rows.map((row) => input.money(row, balance)?.minor ?? null);
  return balanceFit(input.rows.map(read), balances).after;
}

/**
 * An amount column beside a fee column (Revolut): whether the fee is already in the amount is
 * the file's own to say, so the running balance decides. The fee is taken off only when the
 * balance confirms more rows that way than with the amount alone; without a balance, or when it
 * does not tell them apart, the amount is read on its own by the next layout.
 */
export const amountLessFee: LayoutAdapter = {
  name: 'amount-less-fee',
  detect(input) {
    const { amount, fee, balance, gross, net } = input.columns;
    if (amount === undefined || fee === undefined || balance === undefined) return null;
    if (gross !== undefined || net !== undefined) return null;
    const alone: AmountReader = (row) => input.money(row, amount)?.minor ?? null;
    const fees = feeReader(input, fee);
    const lessFee: AmountReader = (row) => {
      const value = alone(row);
      return value === null ? null : value - (fees(row) ?? 0);
    };
    return balanceSteps(input, balance, lessFee) > balanceSteps(input, balance, alone)
      ? { name: 'amount-less-fee', read: lessFee, fee: fees }
      : null;
  },
};
