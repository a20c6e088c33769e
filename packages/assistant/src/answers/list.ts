import type { StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import type { Answer } from '../types';
import { cite, money, periodText, plural, rowLines, scopeText, sumSizes } from './common';
import { select } from './select';

/** "Show me transactions at X / over 500 / on 3 March": the rows, with what they add up to. */
export function answerList(view: StatementView, query: Query): Answer {
  const rows = select(view, query);
  const scope = scopeText(view, query) || periodText(view, query);
  if (rows.length === 0) {
    return { text: `There are no transactions${scope}.`, kind: 'list', value: 0, transactions: [] };
  }
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
