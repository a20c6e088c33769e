import {
  DOCUMENT_CURRENCY_MESSAGES,
  DOCUMENT_ERROR_CODES,
  DOCUMENT_NOT_FOUND_MESSAGE,
  currencyExponent,
  isKnownCurrency,
  type DocumentCurrencyResponse,
} from '@sheetwise/contracts';
import { sql, type Kysely } from 'kysely';
import type { ServerContext } from '../../context';
import { lockUntilCommit } from '../../db/advisory-lock';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { rememberCurrency } from './layout-currencies';
import { findDocument } from './store';

/** Minor units a statement that names no currency was read in: cents, as most currencies have. */
const READ_EXPONENT = currencyExponent(null);

/**
 * Gives a statement that names no currency the one its owner chose. The amounts were read in
 * hundredths; a currency with other minor units (yen have none, dinars thousandths) has them
 * rescaled, and one whose units cannot hold an amount exactly (12.50 in yen) is refused: the
 * figures stay as the file wrote them or the currency is not set. The choice is remembered for
 * the statement's layout, whose next export is then read in that currency (read-table.ts).
 */
export async function setDocumentCurrency(
  ctx: ServerContext,
  userId: string,
  fileName: string,
  currency: string,
): Promise<DocumentCurrencyResponse> {
  if (!isKnownCurrency(currency)) {
    throw new AppError(
      400,
      DOCUMENT_ERROR_CODES.unknownCurrency,
      DOCUMENT_CURRENCY_MESSAGES.unknown,
    );
  }
  return ctx.db.transaction().execute(async (trx) => {
    // The user's documents lock, as an upload replacing this document takes it.
    await lockUntilCommit(trx, `documents:${userId}`);
    const document = await findDocument(trx, userId, fileName);
    if (!document) {
      throw new AppError(404, DOCUMENT_ERROR_CODES.notFound, DOCUMENT_NOT_FOUND_MESSAGE);
    }
    const summary = document.summary;
    if (summary.currency != null || summary.currencies != null) {
      throw new AppError(
        409,
        DOCUMENT_ERROR_CODES.currencyAlreadyNamed,
        DOCUMENT_CURRENCY_MESSAGES.alreadyNamed,
      );
    }
    const scale = await rescale(trx, document.id, currencyExponent(currency) - READ_EXPONENT);
    if (!scale) {
      throw new AppError(
        409,
        DOCUMENT_ERROR_CODES.currencyTooPrecise,
        DOCUMENT_CURRENCY_MESSAGES.tooPrecise(currency),
      );
    }
    await sql`update transaction_chunks set currency = ${currency}
      where document_id = ${document.id}`.execute(trx);
    await trx
      .updateTable('documents')
      .set({ summary: JSON.stringify({ ...summary, currency, ...scaledBalances(summary, scale) }) })
      .where('id', '=', document.id)
      .execute();
    if (typeof summary.headerSignature === 'string') {
      const layout = { headerSignature: summary.headerSignature, currency };
      await rememberCurrency(trx, userId, layout, ctx.clock.now());
    }
    return { fileName, currency };
  });
}

/** Multiply, then divide: exact integers either way, since a division is checked first. */
interface Scale {
  times: number;
  over: number;
}

/** Rescales the document's amounts and balances by 10^shift; null when that would cut digits. */
async function rescale(trx: Kysely<DB>, documentId: string, shift: number): Promise<Scale | null> {
  const scale = { times: 10 ** Math.max(shift, 0), over: 10 ** Math.max(-shift, 0) };
  if (shift === 0) return scale;
  if (scale.over > 1) {
    const { rows } = await sql<{ inexact: boolean }>`
      select exists (
        select 1 from transaction_chunks chunk,
          unnest(chunk.amounts_minor || coalesce(chunk.balances_minor, '{}')) as value
        where chunk.document_id = ${documentId} and value % ${scale.over} <> 0
      ) as inexact`.execute(trx);
    if (rows[0]?.inexact) return null;
  }
  // Each array is rebuilt in its own order; a missing balance (NULL) stays missing.
  await sql`
    update transaction_chunks set
      amounts_minor = array(
        select value * ${scale.times} / ${scale.over}
        from unnest(amounts_minor) with ordinality as element(value, position) order by position),
      balances_minor = case when balances_minor is null then null else array(
        select value * ${scale.times} / ${scale.over}
        from unnest(balances_minor) with ordinality as element(value, position) order by position)
      end
    where document_id = ${documentId}`.execute(trx);
  return scale;
}

function scaledBalances(summary: Record<string, unknown>, scale: Scale) {
  const scaled = (value: unknown) =>
    typeof value === 'number' ? (value * scale.times) / scale.over : value;
  return {
    openingBalanceMinor: scaled(summary.openingBalanceMinor),
    closingBalanceMinor: scaled(summary.closingBalanceMinor),
  };
}
