import { isPurchase } from '../categories/purchases';
import { TYPE_CODES, isOfKind } from '../categories/type-codes';
import type { Row, StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import { payees } from './unread-labels';
import { select } from './select';

/** Intents whose figure a row left out would change. */
const FIGURES: readonly Query['intent'][] = ['total', 'count', 'average', 'extreme'];

/**
 * The rows a purchase or card-payment question could not place: debits in reach read as nothing
 * in particular ("BONPREU GRACIA") that may have been bought, by card or not. For "the largest"
 * only the ones larger than the answer matter (and for "the smallest" the smaller).
 */
function unplaced(view: StatementView, query: Query): Row[] {
  const { filters } = query;
  const card = filters.typeCode === 'card payment';
  const anyKind: Query = { ...query, filters: { ...filters, purchases: false } };
  delete anyKind.filters.typeCode;
  const unknown = select(view, anyKind, 'out').filter(
    (row) =>
      (row.categoryId === undefined || row.categoryId === 'other') &&
      // The kind a bank prints in a column of its own, or a word for one ("RECIBO": a direct
      // debit), says how a row was paid.
      !(
        card &&
        (row.tx.type !== undefined || TYPE_CODES.some(({ name }) => isOfKind(row.tx, name)))
      ) &&
      !(filters.purchases && isPurchase(row, view.card)),
  );
  if (query.intent !== 'extreme') return unknown;
  const found = select(view, query, 'out').map((row) => Math.abs(row.tx.amountMinor));
  if (found.length === 0) return unknown;
  const beyond = query.extreme === 'min' ? Math.min(...found) : Math.max(...found);
  return unknown.filter((row) =>
    query.extreme === 'min'
      ? Math.abs(row.tx.amountMinor) < beyond
      : Math.abs(row.tx.amountMinor) > beyond,
  );
}

/**
 * Why a question about purchases or card payments gets no figure: a debit we could not place may
 * be one ("What was my largest card payment?" answered €90.80 at Amazon, past a €125.63 row at a
 * supermarket we did not know). On a card's own statement every charge is a purchase, so it is
 * answered.
 */
export function unplacedPurchasesRefusal(view: StatementView, query: Query): string | undefined {
  const { filters } = query;
  const card = filters.typeCode === 'card payment' || filters.byCard === true;
  if (view.card || !(filters.purchases || card) || query.direction === 'in') return undefined;
  if (!FIGURES.includes(query.intent)) return undefined;
  const rows = unplaced(view, query);
  if (rows.length === 0) return undefined;
  const { examples, one } = payees(rows);
  const what = card ? 'paid by card' : one ? 'a purchase' : 'purchases';
  return `I couldn't tell whether ${examples} ${one ? 'was' : 'were'} ${what}, so I won't give a figure that may leave ${one ? 'it' : 'them'} out. Ask about ${one ? 'it' : 'one'} by name, or give ${one ? 'it' : 'them'} a category in the transactions sheet.`;
}
