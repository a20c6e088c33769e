import type { AmountReader, LayoutAdapter, LayoutInput } from './types';

/**
 * How many rows' amounts the running balance confirms, read in the file's order or in reverse
 * (newest first): each step of the balance must equal the amount of the row it steps to.
 */
export function balanceSteps(input: LayoutInput, balance: number, read: AmountReader): number {
  const balances = input.rows.map((row) => input.money(row, balance)?.minor ?? null);
  let forward = 0;
  let backward = 0;
  for (let index = 1; index < input.rows.length; index += 1) {
    const before = balances[index - 1];
    const after = balances[index];
    if (before === null || before === undefined || after === null || after === undefined) continue;
    const row = input.rows[index] ?? [];
    const previousRow = input.rows[index - 1] ?? [];
    if (after - before === read(row)) forward += 1;
    if (before - after === read(previousRow)) backward += 1;
  }
  return Math.max(forward, backward);
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
    const lessFee: AmountReader = (row) => {
      const value = alone(row);
      return value === null ? null : value - Math.abs(input.money(row, fee)?.minor ?? 0);
    };
    return balanceSteps(input, balance, lessFee) > balanceSteps(input, balance, alone)
      ? { name: 'amount-less-fee', read: lessFee }
      : null;
  },
};
