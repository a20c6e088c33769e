import type { StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import type { Answer } from '../types';
import { cite, money, periodText, rowNoun, scopeText, sumSizes } from './common';
import { select } from './select';

/** How many rows match, and what they add up to. */
export function answerCount(view: StatementView, query: Query): Answer {
  const rows = select(view, query);
  const scope = scopeText(view, query) || periodText(view, query);
  const noun = rowNoun(query.direction, rows.length);
  const sameCurrency = !view.currencies || query.filters.currency !== undefined;
  const total =
    rows.length > 0 && query.direction !== 'both' && sameCurrency
      ? `, ${money(view, sumSizes(rows), query)} in all`
      : '';
  const text =
    rows.length === 0
      ? `There are no ${noun.replace(/^0 /, '')}${scope}.`
      : `There ${rows.length === 1 ? 'is' : 'are'} ${noun}${scope}${total}.`;
  return { text, kind: 'count', value: rows.length, transactions: cite(rows) };
}
