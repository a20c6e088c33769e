import { z } from 'zod';

/**
 * Figures a (card) statement prints beside their labels and nowhere in its rows: what is due,
 * the least that may be paid, by when, and the card's limit. Amounts are positive minor units in
 * the statement's currency; each only when the statement prints it and it passed the reader's
 * checks. The statements reader makes these, and a stored statement keeps them in its summary.
 */
export const StatedFacts = z.object({
  /** The whole amount to pay ("Total amount due", a card's "New balance"). */
  amountDueMinor: z.number().int().nonnegative().optional(),
  /** The least that may be paid ("Minimum payment due", "Pago mínimo"). */
  minimumDueMinor: z.number().int().nonnegative().optional(),
  creditLimitMinor: z.number().int().nonnegative().optional(),
  availableCreditMinor: z.number().int().nonnegative().optional(),
  /** ISO date the payment is due by. */
  dueDate: z.iso.date().optional(),
});
export type StatedFacts = z.infer<typeof StatedFacts>;
