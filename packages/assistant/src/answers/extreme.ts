import type { Row, StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import type { Answer } from '../types';
import {
  cite,
  currencyOf,
  day,
  money,
  moneyAnswer,
  rowLines,
  scopeText,
  whoAndWhen,
} from './common';
import { select } from './select';

function noun(query: Query, row: Row): string {
  const incoming = row.tx.amountMinor > 0;
  if (query.direction === 'both')
    return incoming ? 'transaction (money in)' : 'transaction (money out)';
  if (incoming) return 'deposit';
  return query.filters.purchases ? 'purchase' : 'expense';
}

/** "Your largest purchase" says it: the scope need not say "on purchases" again. */
const rowScope = (view: StatementView, query: Query) =>
  scopeText(view, { ...query, filters: { ...query.filters, purchases: false } });

/**
 * The largest or smallest matching row, with who and when; every row of the same size is cited
 * (a salary of the same amount each month). With "top 3" or "5 smallest", that many rows.
 */
export function answerExtreme(view: StatementView, query: Query): Answer {
  const biggest = query.extreme !== 'min';
  const rows = [...select(view, query)].sort((a, b) => {
    const difference = Math.abs(b.tx.amountMinor) - Math.abs(a.tx.amountMinor);
    return biggest ? difference : -difference;
  });
  const scope = rowScope(view, query);
  const adjective = biggest ? 'largest' : 'smallest';
  const first = rows[0];
  if (!first) {
    return {
      text: `There are no transactions${scope} to compare.`,
      kind: 'list',
      value: 0,
      transactions: [],
    };
  }
  if (query.n !== undefined && query.n > 1) {
    const chosen = rows.slice(0, query.n);
    const kind =
      query.direction === 'in'
        ? 'deposits'
        : query.direction === 'out'
          ? 'expenses'
          : 'transactions';
    const text = `Your ${chosen.length} ${adjective} ${kind}${scope}:\n${rowLines(view, chosen)}`;
    return { text, kind: 'list', value: chosen.length, transactions: cite(chosen) };
  }
  if (query.rank !== undefined && query.rank > 1) return rankedAnswer(view, query, rows, adjective);
  const size = Math.abs(first.tx.amountMinor);
  const ties = rows.filter((row) => Math.abs(row.tx.amountMinor) === size);
  const others = ties.slice(1).map((row) => day(view, row.tx.date));
  const again = others.length > 0 ? ` The same amount also appears on ${others.join(', ')}.` : '';
  const text = `Your ${adjective} ${noun(query, first)}${scope} was ${money(view, size, query)}, ${whoAndWhen(view, first, query)}.${again}`;
  const ordered = [...ties].sort((a, b) =>
    a.tx.date < b.tx.date ? -1 : a.tx.date > b.tx.date ? 1 : 0,
  );
  return moneyAnswer(text, size, ordered, currencyOf(view, query));
}

const ORDINAL = ['', '', '2nd', '3rd', '4th', '5th'];

/**
 * "The 2nd largest": that row of the ranking, counting equal amounts as a spreadsheet's LARGE
 * does, with the rows above it cited for comparison.
 */
function rankedAnswer(
  view: StatementView,
  query: Query,
  rows: readonly Row[],
  adjective: string,
): Answer {
  const rank = query.rank ?? 1;
  const scope = rowScope(view, query);
  const row = rows[rank - 1];
  if (!row) {
    const text = `There are only ${rows.length} transactions${scope}, so there is no ${ORDINAL[rank] ?? rank} ${adjective}.`;
    return { text, kind: 'list', value: rows.length, transactions: cite(rows) };
  }
  const size = Math.abs(row.tx.amountMinor);
  const text = `Your ${ORDINAL[rank] ?? rank} ${adjective} ${noun(query, row)}${scope} was ${money(view, size, query)}, ${whoAndWhen(view, row, query)}.`;
  const cited = rows
    .slice(0, rank)
    .sort((a, b) => (a.tx.date < b.tx.date ? -1 : a.tx.date > b.tx.date ? 1 : 0));
  return moneyAnswer(text, size, cited, currencyOf(view, query));
}
