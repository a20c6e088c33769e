import type { ParsedStatement } from '@sheetwise/statements';
import { combineStatements, OWN_TRANSFER_LABEL } from './combine';
import { viewOf } from './view';

/** What a row moving money between the person's own accounts, or paying a card's bill, is. */
export const TRANSFER_MARKS = {
  ownAccounts: OWN_TRANSFER_LABEL,
  cardBill: 'Card bill payment',
} as const;
export type TransferMark = (typeof TRANSFER_MARKS)[keyof typeof TRANSFER_MARKS];

/**
 * The rows of a person's statements that move money between their own accounts, by statement
 * name and position, as the assistant reads them: both sides of a transfer that
 * `combineStatements` pairs across statements (a pair with a side on a card account is the
 * card's bill being paid), and the payments a card statement receives (`view.ts` reads a card's
 * credit described as a payment as a transfer) even when the account that paid is not among them.
 */
export function transferMarks(
  named: readonly { name: string; statement: ParsedStatement }[],
): Map<string, Map<number, TransferMark>> {
  const marks = new Map(named.map(({ name }) => [name, new Map<number, TransferMark>()]));
  const cards = named.map(({ statement }) => viewOf(statement).card);
  named.forEach(({ name, statement }, index) => {
    if (!cards[index]) return;
    for (const row of viewOf(statement).rows) {
      if (row.tx.amountMinor > 0 && row.categoryId === 'transfers') {
        marks.get(name)?.set(row.tx.position, TRANSFER_MARKS.cardBill);
      }
    }
  });
  const combined = combineStatements(named);
  for (const { debit, credit } of combined.ownTransfers) {
    const sides = [combined.origins[debit], combined.origins[credit]];
    const card = sides.some((side) => side !== undefined && cards[side.part]);
    for (const side of sides) {
      const name = side && named[side.part]?.name;
      if (side && name !== undefined) {
        marks
          .get(name)
          ?.set(side.position, card ? TRANSFER_MARKS.cardBill : TRANSFER_MARKS.ownAccounts);
      }
    }
  }
  return marks;
}
