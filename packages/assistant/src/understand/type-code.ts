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
