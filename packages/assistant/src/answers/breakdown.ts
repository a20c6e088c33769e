import type { StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import type { Answer } from '../types';
import { GROUPS_LISTED, breakdownPerCurrency, emptyGroupText } from './breakdown-currencies';
import { currencyOf, money, moneyAnswer, periodText, plural, scopeText, sumSizes } from './common';
import { type Group, groupNoun, groupRows } from './group';
import { rowCurrencies } from './per-currency';
import { select } from './select';

/** ` across your last 3 statements`, when the question weighs the latest few. */
function statementsText(view: StatementView, query: Query, count: number): string {
  if (query.groupBy !== 'statement' || !view.parts || query.n === undefined) return '';
  return ` across your last ${plural(count, 'statement')}`;
}

/**
 * A statement or a month none of whose rows are in the answer's currency (dollars, where the
 * rows asked about are all euros): its zero is told in its own currency, and it has no bar on
 * the chart.
 */
const elsewhere = (group: Group, code: string | null) =>
  group.rows.length === 0 && group.currencies !== undefined && group.currencies.length > 0
    ? !group.currencies.includes(code)
    : false;

/**
 * Spending (or income) split by category, month or merchant, with a chart of every group. Rows
 * in several currencies give each group's figure in each (breakdown-currencies.ts).
 */
export function answerBreakdown(view: StatementView, query: Query): Answer {
  const selected = select(view, query);
  const groups = groupRows(view, query, selected);
  // Statements can share rows (overlapping exports): each is counted once in the whole.
  const rows =
    query.groupBy === 'statement' ? [...new Set(groups.flatMap((group) => group.rows))] : selected;
  const flow =
    query.direction === 'in' ? 'Money in' : query.direction === 'out' ? 'Spending' : 'Money moved';
  const scope =
    scopeText(view, query) || statementsText(view, query, groups.length) || periodText(view, query);
  const by = groupNoun(query, 1);
  const codes = rowCurrencies(rows);
  if (codes.length > 1 && !query.filters.currency)
    return breakdownPerCurrency(view, query, { groups, rows, codes }, { flow, by, scope });
  // Rows all in one currency of a statement mixing several are told in theirs; with no rows,
  // the statement's most used currency.
  const [only = rowCurrencies(view.rows)[0] ?? view.currency] = codes;
  const code = query.filters.currency ?? only;
  const asked = code ? { ...query, filters: { ...query.filters, currency: code } } : query;
  const total = sumSizes(rows);
  const shown = groups.slice(0, GROUPS_LISTED);
  const lines = shown.map(
    (group) =>
      `• ${group.label}: ${elsewhere(group, code) ? emptyGroupText(group) : `${money(view, group.totalMinor, asked)} (${plural(group.rows.length, 'transaction')})`}`,
  );
  if (groups.length > shown.length)
    lines.push(`…and ${groups.length - shown.length} more (see the chart).`);
  let text = `${flow} by ${by}${scope}, ${money(view, total, asked)} in all:\n${lines.join('\n')}`;
  const [larger, smaller] = [...groups].sort((a, b) => b.totalMinor - a.totalMinor);
  const [most] = [...groups].sort((a, b) => b.totalMinor - a.totalMinor);
  if (query.groupBy === 'statement' && groups.length > 2 && most)
    text += `\nThe most was in ${most.label}.`;
  if (query.compare && groups.length === 2 && larger && smaller) {
    text +=
      larger.totalMinor === smaller.totalMinor
        ? `\nBoth are the same.`
        : `\n${larger.label} is the larger, by ${money(view, larger.totalMinor - smaller.totalMinor, asked)}.`;
  }
  return moneyAnswer(text, total, rows, currencyOf(view, asked), {
    chart: {
      title: `${flow} by ${by}`,
      points: groups
        .filter((group) => !elsewhere(group, code))
        .map((group) => ({ label: group.label, valueMinor: group.totalMinor })),
    },
  });
}
