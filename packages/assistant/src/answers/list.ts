import type { Row, StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import type { Answer } from '../types';
import { cite, money, periodText, plural, rowLine, rowLines, scopeText, sumSizes } from './common';
import { select } from './select';

/** "Show me transactions at X / over 500 / on 3 March": the rows, with what they add up to. */
export function answerList(view: StatementView, query: Query): Answer {
  const rows = select(view, query);
  const scope = scopeText(view, query) || periodText(view, query);
  if (rows.length === 0) {
    return { text: `There are no transactions${scope}.`, kind: 'list', value: 0, transactions: [] };
  }
  if (query.pick) return picked(view, query, rows, scope);
  const outgoing = rows.filter((row) => row.tx.amountMinor < 0);
  const incoming = rows.filter((row) => row.tx.amountMinor > 0);
  const sums: string[] = [];
  const mixed = view.currencies && !query.filters.currency;
  if (!mixed && outgoing.length > 0)
    sums.push(`money out ${money(view, sumSizes(outgoing), query)}`);
  if (!mixed && incoming.length > 0)
    sums.push(`money in ${money(view, sumSizes(incoming), query)}`);
  const totals = sums.length > 0 ? ` (${sums.join(', ')})` : '';
  const text = `${plural(rows.length, 'transaction')}${scope}${totals}:\n${rowLines(view, rows)}`;
  return { text, kind: 'list', value: rows.length, transactions: cite(rows) };
}

/** "My last payment to Netflix": the latest (or earliest) matching rows, in date order. */
function picked(view: StatementView, query: Query, rows: readonly Row[], scope: string): Answer {
  const count = Math.min(query.n ?? 1, rows.length);
  const chosen = query.pick === 'last' ? rows.slice(-count) : rows.slice(0, count);
  const which = query.pick === 'last' ? 'latest' : 'earliest';
  const noun =
    query.direction === 'in' ? 'deposit' : query.direction === 'out' ? 'payment' : 'transaction';
  const [only] = chosen;
  const text =
    count === 1 && only
      ? `The ${which} ${noun}${scope} was ${rowLine(view, only)}.`
      : `The ${which} ${count} ${noun}s${scope}:\n${rowLines(view, chosen)}`;
  return { text, kind: 'list', value: count, transactions: cite(chosen) };
}
