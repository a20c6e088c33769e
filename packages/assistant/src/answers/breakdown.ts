import type { StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import type { Answer } from '../types';
import { currencyOf, money, moneyAnswer, periodText, plural, scopeText, sumSizes } from './common';
import { groupNoun, groupRows } from './group';
import { select } from './select';

/** Spending (or income) split by category, month or merchant, with a chart of every group. */
export function answerBreakdown(view: StatementView, query: Query): Answer {
  const rows = select(view, query);
  const groups = groupRows(view, query, rows);
  const total = sumSizes(rows);
  const flow =
    query.direction === 'in' ? 'Money in' : query.direction === 'out' ? 'Spending' : 'Money moved';
  const scope = scopeText(view, query) || periodText(view, query);
  const shown = groups.slice(0, 15);
  const lines = shown.map(
    (group) =>
      `• ${group.label}: ${money(view, group.totalMinor, query)} (${plural(group.rows.length, 'transaction')})`,
  );
  if (groups.length > shown.length)
    lines.push(`…and ${groups.length - shown.length} more (see the chart).`);
  const by = groupNoun(query, 1);
  let text = `${flow} by ${by}${scope}, ${money(view, total, query)} in all:\n${lines.join('\n')}`;
  const [larger, smaller] = [...groups].sort((a, b) => b.totalMinor - a.totalMinor);
  if (query.compare && groups.length === 2 && larger && smaller) {
    text +=
      larger.totalMinor === smaller.totalMinor
        ? `\nBoth are the same.`
        : `\n${larger.label} is the larger, by ${money(view, larger.totalMinor - smaller.totalMinor, query)}.`;
  }
  return moneyAnswer(text, total, rows, currencyOf(view, query), {
    chart: {
      title: `${flow} by ${by}`,
      points: groups.map((group) => ({ label: group.label, valueMinor: group.totalMinor })),
    },
  });
}
