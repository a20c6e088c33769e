import { amountLessFee } from './amount-less-fee';
import { amountWithDirection } from './amount-with-direction';
import { cardCharges } from './card-charges';
import { debitCredit } from './debit-credit';
import { grossFeeNet } from './gross-fee-net';
import { signedAmount } from './signed-amount';
import type { Layout, LayoutAdapter, LayoutInput } from './types';

/** Most specific first: the first adapter that recognises the table reads it. */
const ADAPTERS: readonly LayoutAdapter[] = [
  grossFeeNet,
  amountLessFee,
  debitCredit,
  amountWithDirection,
  cardCharges,
  signedAmount,
];

export function chooseLayout(input: LayoutInput): Layout | null {
  for (const adapter of ADAPTERS) {
    const layout = adapter.detect(input);
    if (layout) return layout;
  }
  return null;
}
