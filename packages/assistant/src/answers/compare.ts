import { formatRange } from '../format/format-date';
import type { StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import type { Answer } from '../types';
import { currencyOf, money, moneyAnswer, sumSizes, whenText } from './common';
import { select } from './select';

/**
 * Two periods weighed against each other ("Did I spend more in July or June?"): each one's total
 * and which is larger, by how much. The headline figure is the difference.
 */
export function answerCompare(view: StatementView, query: Query): Answer {
  const [first, second] = (query.sides ?? []).map((range) => {
    const rows = select(view, { ...query, filters: { ...query.filters, range } });
    return { range, rows, total: sumSizes(rows) };
  });
  if (!first || !second) throw new Error('A comparison needs two periods.');
  const verb = query.direction === 'in' ? 'received' : 'spent';
  const [larger, smaller] = first.total >= second.total ? [first, second] : [second, first];
  const difference = larger.total - smaller.total;
  const verdict =
    difference === 0
      ? 'the same in both.'
      : `${formatRange(larger.range)} is the larger, by ${money(view, difference, query)}.`;
  const text = `You ${verb} ${money(view, first.total, query)} ${whenText(view, first.range)} and ${money(view, second.total, query)} ${whenText(view, second.range)}: ${verdict}`;
  return moneyAnswer(text, difference, [...first.rows, ...second.rows], currencyOf(view, query));
}
