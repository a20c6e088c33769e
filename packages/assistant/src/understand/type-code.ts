import { isWithinAny } from '../categories/hierarchy';
import { BOUGHT_BY_CARD } from '../categories/purchases';
import { TYPE_CODES, isOfKind } from '../categories/type-codes';
import type { StatementView } from '../statement/view';
import type { Query } from './query';

/**
 * "What direct debits do I have?", "How much went out by standing order?": when the statement
 * marks each row's kind in a column of its own, a question naming a kind is answered from those
 * marks, the statement's own word for it, rather than guessed from descriptions or from what
 * repeats. A question that only asked which ones is a list of them.
 */
export function readTypeCode(query: Query, prepared: string, view: StatementView): void {
  const found = TYPE_CODES.map((entry) => ({ entry, match: entry.asked.exec(prepared) })).find(
    ({ match }) => match !== null,
  );
  if (!found?.match) return;
  const { entry, match } = found;
  // On a card's own statement every purchase is a card purchase, whatever its description says.
  if (entry.name === 'card payment' && view.card) return;
  if (!view.rows.some((row) => isOfKind(row.tx, entry.name))) return;
  if (entry.name === 'card payment' && !marksCardPayments(view)) {
    // The statement does not say how most things were paid: a card payment is a purchase.
    query.filters.purchases = true;
    query.filters.byCard = true;
    query.filters.categories = [];
    return;
  }
  query.filters.typeCode = entry.name;
  // The words of the kind ("faster payments") are no merchant to look for.
  if (query.unknownTerm && match[0].includes(query.unknownTerm.toLowerCase()))
    delete query.unknownTerm;
  // The kind replaces the categories its words would otherwise name ("cash" in "cash machine").
  query.filters.categories = [];
  if (query.intent === 'recurring') {
    query.intent = /\bhow many\b/.test(prepared)
      ? 'count'
      : /\b(how much|total|sum|altogether)\b/.test(prepared)
        ? 'total'
        : 'list';
    delete query.subscriptionsOnly;
    delete query.frequency;
  }
}

/**
 * Whether the statement says which payments were by card: a type column of its own, or words
 * ("COMPRA TARJ.", "Kartenzahlung") on most of the debits at shops, cafés and the like. One
 * shop's "AMAZON.ES COMPRA" among unmarked supermarkets and restaurants says nothing of them.
 */
function marksCardPayments(view: StatementView): boolean {
  if (view.rows.some((row) => row.tx.type !== undefined)) return true;
  const bought = view.rows.filter(
    (row) => row.tx.amountMinor < 0 && isWithinAny(row.categoryId, BOUGHT_BY_CARD),
  );
  const marked = bought.filter((row) => isOfKind(row.tx, 'card payment'));
  return marked.length * 2 > bought.length;
}
