import type { StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import type { Answer } from '../types';
import { cite, money, periodText, plural, scopeText, sumSizes } from './common';
import { groupNoun, groupRows } from './group';
import { select } from './select';
import { isBankLine } from '../categories/hierarchy';

/** The merchants, categories or months with the most money (or the most transactions). */
export function answerTop(view: StatementView, query: Query): Answer {
  // Cash, fees and interest are bank lines, not payees: a merchant ranking leaves them out.
  const all = select(view, query);
  const rows = all.filter((row) => query.groupBy !== 'merchant' || !isBankLine(row.categoryId));
  const groups = groupRows(view, query, rows).filter((group) => group.rows.length > 0);
  const sorted =
    query.groupBy === 'month' ? [...groups].sort((a, b) => b.totalMinor - a.totalMinor) : groups;
  const chosen = sorted.slice(0, query.n ?? 5);
  const scope = scopeText(view, query) || periodText(view, query);
  const flow = query.direction === 'in' ? 'money in' : 'spending';
  const byCount = query.metric === 'count';
  const line = (group: (typeof chosen)[number]) =>
    `${group.label}: ${money(view, group.totalMinor, query)} (${plural(group.rows.length, 'transaction')})`;
  const top = chosen[0];
  if (!top)
    return {
      text: `There is no ${flow}${scope} to rank.`,
      kind: 'entities',
      value: 0,
      transactions: [],
    };
  const ranking = byCount ? 'by number of transactions' : `by ${flow}`;
  let text: string;
  if (chosen.length === 1) {
    const share = Math.round((top.totalMinor / Math.max(1, sumSizes(all))) * 100);
    const detail = byCount
      ? `${plural(top.rows.length, 'transaction')}, ${money(view, top.totalMinor, query)}`
      : `${money(view, top.totalMinor, query)} across ${plural(top.rows.length, 'transaction')}, ${share}% of all ${flow}`;
    text = `Your top ${groupNoun(query, 1)} ${ranking}${scope} is ${top.label}: ${detail}.`;
  } else {
    const lines = chosen.map((group, index) => `${index + 1}. ${line(group)}`);
    text = `Your top ${chosen.length} ${groupNoun(query, chosen.length)} ${ranking}${scope}:\n${lines.join('\n')}`;
  }
  const title = `Top ${groupNoun(query, chosen.length)} ${ranking}`;
  return {
    text,
    kind: 'entities',
    value: chosen.length,
    transactions: cite(chosen.flatMap((group) => group.rows)).sort((a, b) =>
      a.date < b.date ? -1 : a.date > b.date ? 1 : a.position - b.position,
    ),
    chart: {
      title,
      points: chosen.map((group) => ({ label: group.label, valueMinor: group.totalMinor })),
    },
  };
}
