import type { CategoryId } from '../categories/category-table';
import type { StatementView } from '../statement/view';
import type { Query } from '../understand/query';
import type { Answer } from '../types';
import { cite, money, periodText, plural, scopeText, sumSizes } from './common';
import { moneyPerCurrency, rowCurrencies, totalsByCurrency } from './per-currency';
import { type Group, groupNoun, groupRows } from './group';
import { select } from './select';
import { isBankLine, isWithinAny } from '../categories/hierarchy';

/**
 * Cash, fees and interest are bank lines, not payees: a merchant ranking leaves them out. Nor,
 * in a ranking of shops, is someone paid rent, a transfer, money coming back, or a bill.
 */
const NOT_SHOPS: readonly CategoryId[] = [
  'transfers',
  'taxes',
  'insurance',
  'bills',
  'rent',
  'income',
  'refunds',
  'conversions',
];

/**
 * A group's money, in the currencies of its own rows when the statements mix them: a count of
 * Uber rides in rupees and reais adds no rupees to reais.
 */
function groupMoney(view: StatementView, group: Group, query: Query): string {
  if (!view.currencies || query.filters.currency) return money(view, group.totalMinor, query);
  return moneyPerCurrency(totalsByCurrency(group.rows, rowCurrencies(group.rows)));
}

/** The merchants, categories or months with the most money (or the most transactions). */
export function answerTop(view: StatementView, query: Query): Answer {
  const all = select(view, query);
  const rows = all.filter(
    (row) =>
      query.groupBy !== 'merchant' ||
      !(isBankLine(row.categoryId) || (query.shopsOnly && isWithinAny(row.categoryId, NOT_SHOPS))),
  );
  const groups = groupRows(view, query, rows).filter((group) => group.rows.length > 0);
  const unplaced = query.shopsOnly ? unplacedAhead(groups) : undefined;
  if (unplaced) return unplaced;
  const byCount = query.metric === 'count';
  // Months and statements come in calendar order; merchants and categories come ranked.
  const sorted = ['month', 'statement'].includes(query.groupBy ?? '')
    ? [...groups].sort((a, b) =>
        byCount
          ? b.rows.length - a.rows.length || b.totalMinor - a.totalMinor
          : b.totalMinor - a.totalMinor,
      )
    : groups;
  const chosen = sorted.slice(0, query.n ?? 5);
  const scope = scopeText(view, query) || periodText(view, query);
  const flow = query.direction === 'in' ? 'money in' : 'spending';
  const amount = (group: Group) => groupMoney(view, group, query);
  const line = (group: Group) =>
    `${group.label}: ${amount(group)} (${plural(group.rows.length, 'transaction')})`;
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
      ? `${plural(top.rows.length, 'transaction')}${query.direction === 'both' ? '' : `, ${amount(top)}`}`
      : `${amount(top)} across ${plural(top.rows.length, 'transaction')}, ${share}% of all ${flow}`;
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

/**
 * "Which shop did I spend the most at?": a payee we could not place (a transfer to a person, a
 * landlord's name) may or may not be a shop, so when one outranks every shop we know, the
 * ranking is not stated.
 */
function unplacedAhead(groups: readonly Group[]): Answer | undefined {
  const shop = groups.find((group) => group.rows.some((row) => row.categoryId !== 'other'));
  const ahead = groups.find(
    (group) =>
      group.rows.every((row) => row.categoryId === 'other') &&
      group.totalMinor > (shop?.totalMinor ?? 0),
  );
  if (!ahead) return undefined;
  return {
    text: `I can't tell whether “${ahead.label}” is a shop, and it would come first if it were, so I won't name the top one. Ask about it by name, or for your top merchants.`,
    kind: 'unanswerable',
    transactions: [],
  };
}
