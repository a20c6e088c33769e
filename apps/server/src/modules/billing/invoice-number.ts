import { formatInvoiceNumber } from '@sheetwise/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The next invoice number of the payment's year, taken in the caller's transaction: the counter
 * row stays locked until it commits, so payments take numbers in turn, and a payment that rolls
 * back gives its number back.
 */
export async function nextInvoiceNumber(trx: Kysely<DB>, paidAt: Date): Promise<string> {
  const year = paidAt.getUTCFullYear();
  const { last_number } = await trx
    .insertInto('invoice_counters')
    .values({ year, last_number: 1 })
    .onConflict((conflict) =>
      conflict
        .column('year')
        .doUpdateSet((update) => ({ last_number: update('invoice_counters.last_number', '+', 1) })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return formatInvoiceNumber(year, last_number);
}
