import type { StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import type { Answer } from '../types';
import { currencyOf, money, moneyAnswer, periodText, plural, scopeText, sumSizes } from './common';
import { groupNoun, groupRows } from './group';
import { select } from './select';

/** ` across your last 3 statements`, when the question weighs the latest few. */
function statementsText(view: StatementView, query: Query, count: number): string {
  if (query.groupBy !== 'statement' || !view.parts || query.n === undefined) return '';
  return ` across your last ${plural(count, 'statement')}`;
}

/** Spending (or income) split by category, month or merchant, with a chart of every group. */
export function answerBreakdown(view: StatementView, query: Query): Answer {
  const selected = select(view, query);
  const groups = groupRows(view, query, selected);
  // Statements can share rows (overlapping exports): each is counted once in the whole.
  const rows =
    query.groupBy === 'statement' ? [...new Set(groups.flatMap((group) => group.rows))] : selected;
  const total = sumSizes(rows);
  const flow =
    query.direction === 'in' ? 'Money in' : query.direction === 'out' ? 'Spending' : 'Money moved';
  const scope =
    scopeText(view, query) || statementsText(view, query, groups.length) || periodText(view, query);
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
  const [most] = [...groups].sort((a, b) => b.totalMinor - a.totalMinor);
  if (query.groupBy === 'statement' && groups.length > 2 && most)
    text += `\nThe most was in ${most.label}.`;
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
